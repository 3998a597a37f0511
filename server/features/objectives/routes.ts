import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { objectiveListSchema } from "../../../contract/objectives";
import { listObjectives } from "./list-objectives";
import { presentObjective } from "./objective.presenter";

/** Spec 01 §3, spec 02 §2.7: the hub operations tab's strategic objectives with their agent actions. */
const objectiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/objectives", { schema: { response: { 200: objectiveListSchema } } }, async () =>
    (await listObjectives(app.database.db)).map(({ objective, actions }) => presentObjective(objective, actions)),
  );
};
export default objectiveRoutes;
