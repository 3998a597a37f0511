import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { createTaskRequestSchema, taskListSchema, taskSchema } from "../../../contract/tasks";
import { agents, tasks } from "../../db/schema";
import { notFound } from "../../plugins/errors";
import { presentTask } from "../../presenters/task.presenter";

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const agentTasks = db
    .select()
    .from(tasks)
    .where(eq(tasks.agentId, sql.placeholder("agentId")))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(200)
    .prepare("agent_tasks");
  const agentExists = db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, sql.placeholder("agentId"))))
    .prepare("agent_exists");

  app.get(
    "/api/agents/:id/tasks",
    { schema: { params: idParamSchema, response: { 200: taskListSchema } } },
    async (request) => {
      const rows = await agentTasks.execute({ agentId: request.params.id });
      if (rows.length === 0) {
        const [agent] = await agentExists.execute({ agentId: request.params.id });
        if (!agent) throw notFound(`Agent ${request.params.id} not found`);
      }
      return rows.map(presentTask);
    },
  );

  app.post(
    "/api/tasks",
    { schema: { body: createTaskRequestSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const [task] = await app.tasks.create([request.body], { userId: request.user!.id });
      return reply.status(201).send(presentTask(task));
    },
  );
};
export default taskRoutes;
