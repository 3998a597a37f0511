import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { developerTaskListSchema } from "../../../contract/developer";
import { presentDeveloperTask } from "./developer-task.presenter";
import { listDeveloperTasks } from "./list-developer-tasks";

/** Spec 02 §2.13: the developer agent status panel's tasks. */
const developerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/developer/tasks", { schema: { response: { 200: developerTaskListSchema } } }, async () =>
    (await listDeveloperTasks(app.database.db)).map(presentDeveloperTask),
  );
};
export default developerRoutes;
