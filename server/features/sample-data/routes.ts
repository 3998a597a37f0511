import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sampleRemovalResultSchema } from "../../../contract/leads";
import { removeSampleData } from "./remove-sample-data";

/** Decision 070: the admin's "Remove all sample data" (one transaction, recorded in the activity feed). */
const sampleDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/admin/sample-data/remove", { config: { access: "admin" }, schema: { response: { 200: sampleRemovalResultSchema } } }, async (request) => {
    const result = await removeSampleData(app.database.db, { userId: request.user!.id, email: request.user!.email });
    app.kpis.invalidate();
    return result;
  });
};
export default sampleDataRoutes;
