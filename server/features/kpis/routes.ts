import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardKpisSchema, kpiTrendsSchema } from "../../../contract/kpis";
import { getKpiTrends } from "./get-kpi-trends";

/**
 * Spec 02 §2.1, §3: the executive dashboard's KPIs. `app.kpis` (plugins/kpis.ts) computes them
 * from stored rows, shared with the standup's Slack summary, and reuses one computation for 5 s.
 */
const kpiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/dashboard/kpis", { schema: { response: { 200: dashboardKpisSchema } } }, () => app.kpis.current());
  /** The same 30 days, day by day (decision 061): the executive dashboard's trend chart. */
  app.get("/api/dashboard/kpis/trends", { schema: { response: { 200: kpiTrendsSchema } } }, () => getKpiTrends({ db: app.database.db }));
};
export default kpiRoutes;
