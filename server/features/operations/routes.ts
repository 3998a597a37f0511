import { desc } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ACTIVITY_FEED_LIMIT,
  activityEntrySchema,
  dashboardKpisSchema,
  databaseMetricsSchema,
  leadResponseMetricsSchema,
} from "../../../contract/operations";
import { activityLog } from "../../db/schema";
import { iso } from "../../lib/dates";
import { getDashboardKpis } from "./get-dashboard-kpis";
import { getDatabaseMetrics, getLeadResponse } from "./get-performance";

/** Spec 02 §2.1, §7: the executive dashboard, the performance monitors and the activity feed. */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/dashboard/kpis", { schema: { response: { 200: dashboardKpisSchema } } }, async () => getDashboardKpis(app));
  app.get("/api/performance/lead-response", { schema: { response: { 200: leadResponseMetricsSchema } } }, async () => getLeadResponse(app));
  app.get("/api/performance/database", { schema: { response: { 200: databaseMetricsSchema } } }, async () => getDatabaseMetrics(app));

  const recent = app.database.db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(ACTIVITY_FEED_LIMIT).prepare("recent_activity");
  app.get("/api/activity", { schema: { response: { 200: z.array(activityEntrySchema) } } }, async () =>
    (await recent.execute()).map((a) => ({
      id: a.id, type: a.type, agentRole: a.agentRole, message: a.message,
      status: a.status === "active" ? ("active" as const) : ("completed" as const), createdAt: iso(a.createdAt),
    })),
  );
};
export default operationsRoutes;
