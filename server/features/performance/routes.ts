import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { databaseMetricsSchema, leadResponseMetricsSchema } from "../../../contract/performance";
import { getDatabaseMetrics } from "./get-database-metrics";
import { getLeadResponse } from "./get-lead-response";

/** Spec 02 §3, §4, §9: the performance monitors (lead response time, the database). */
const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/performance/lead-response", { schema: { response: { 200: leadResponseMetricsSchema } } }, () => getLeadResponse(app.database.db));
  app.get("/api/performance/database", { schema: { response: { 200: databaseMetricsSchema } } }, () =>
    getDatabaseMetrics({ database: app.database, config: app.config, metrics: app.metrics }),
  );
};
export default performanceRoutes;
