import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { leadGenOverviewSchema } from "../../../contract/lead-generation";
import { getLeadGenerationOverview } from "./get-lead-generation-overview";
import { presentLeadGenerationOverview } from "./lead-generation.presenter";

/** Spec 02 §2.9: the lead-generation (strikecloser) panel, from stored rows (seeded storms flagged sample). */
const leadGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/lead-generation/overview", { schema: { response: { 200: leadGenOverviewSchema } } }, async () =>
    presentLeadGenerationOverview(await getLeadGenerationOverview(app.database.db)),
  );
};
export default leadGenerationRoutes;
