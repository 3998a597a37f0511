import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commandTaskListSchema, executeCommandRequestSchema, executeCommandResponseSchema } from "../../../contract/command-center";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { presentCommandTask, presentExecutedCommand } from "./command-center.presenter";
import { executeCommand } from "./execute-command";
import { listCommandTasks } from "./list-command-tasks";

/** Unified AI Command Center (spec 02 §2.12). */
const commandCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/command-center/execute",
    { schema: { body: executeCommandRequestSchema, response: { 201: executeCommandResponseSchema } } },
    async (request, reply) => {
      const result = await executeCommand({ db, ai: app.ai, tasks: app.tasks }, request.body, request.user!.id, untilClientLeaves(reply));
      return reply.status(201).send(presentExecutedCommand(result));
    },
  );

  app.get("/api/command-center/tasks", { schema: { response: { 200: commandTaskListSchema } } }, async () =>
    (await listCommandTasks(db)).map(presentCommandTask),
  );
};
export default commandCenterRoutes;
