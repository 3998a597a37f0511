import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { createTaskRequestSchema, taskListSchema, taskSchema } from "../../../contract/tasks";
import { presentTask } from "../../presenters/task.presenter";
import { agentTasksQuery } from "./list-agent-tasks";

/** Spec 01 §2, §7: an agent's task queue, and creating a task (through app.tasks: recorded, then queued for its agent). */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const listAgentTasks = agentTasksQuery(app.database.db);
  app.get("/api/agents/:id/tasks", { schema: { params: idParamSchema, response: { 200: taskListSchema } } }, async (request) =>
    (await listAgentTasks(request.params.id)).map(presentTask),
  );
  app.post("/api/tasks", { schema: { body: createTaskRequestSchema, response: { 201: taskSchema } } }, async (request, reply) => {
    const [task] = await app.tasks.create([request.body], { userId: request.user!.id });
    return reply.status(201).send(presentTask(task));
  });
};
export default taskRoutes;
