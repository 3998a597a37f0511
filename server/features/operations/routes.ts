import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACTIVITY_FEED_LIMIT, activityFeedSchema } from "../../../contract/activity";
import { dashboardKpisSchema, type DashboardKpis } from "../../../contract/kpis";
import { objectiveListSchema } from "../../../contract/objectives";
import { databaseMetricsSchema, leadResponseMetricsSchema } from "../../../contract/performance";
import { activityLog, agentActions, strategicObjectives } from "../../db/schema";
import { iso } from "../../lib/dates";
import { getDashboardKpis } from "./get-dashboard-kpis";
import { getDatabaseMetrics, getLeadResponse } from "./get-performance";

export const KPI_CACHE_MS = 5_000;

/** Spec 02 §2.1, §7: the executive dashboard, the performance monitors and the activity feed. */
const operationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One computation at a time, reused for 5 s: the page polls every 30 s, and many open
  // dashboards must not each rescan the leads (decision 030; systemHealth.lastUpdate says when).
  let kpis: { at: number; value: Promise<DashboardKpis> } | null = null;
  app.get("/api/dashboard/kpis", { schema: { response: { 200: dashboardKpisSchema } } }, async () => {
    if (!kpis || Date.now() - kpis.at > KPI_CACHE_MS) {
      const value = getDashboardKpis(app);
      kpis = { at: Date.now(), value };
      value.catch(() => (kpis = null));
    }
    return kpis.value;
  });
  app.get("/api/performance/lead-response", { schema: { response: { 200: leadResponseMetricsSchema } } }, async () => getLeadResponse(app));
  app.get("/api/performance/database", { schema: { response: { 200: databaseMetricsSchema } } }, async () => getDatabaseMetrics(app));

  const recent = app.database.db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(ACTIVITY_FEED_LIMIT).prepare("recent_activity");
  app.get("/api/activity", { schema: { response: { 200: activityFeedSchema } } }, async () =>
    (await recent.execute()).map((a) => ({
      id: a.id, type: a.type, agentRole: a.agentRole, message: a.message,
      status: a.status === "active" ? ("active" as const) : ("completed" as const), createdAt: iso(a.createdAt),
    })),
  );

  app.get("/api/objectives", { schema: { response: { 200: objectiveListSchema } } }, async () => {
    const db = app.database.db;
    const objectives = await db.select().from(strategicObjectives).orderBy(desc(strategicObjectives.createdAt)).limit(50);
    const actions = objectives.length ? await db.select().from(agentActions).orderBy(agentActions.id) : [];
    const num = (v: string | null) => (v != null && v.trim() !== "" && !Number.isNaN(Number(v.replace(/[%,$]/g, ""))) ? Number(v.replace(/[%,$]/g, "")) : null);
    return objectives.map((o) => {
      const cur = num(o.currentValue);
      const target = num(o.targetValue);
      return {
        id: o.id, title: o.title, description: o.description, category: o.category, priority: o.priority, status: o.status,
        targetMetric: o.targetMetric, targetValue: o.targetValue, currentValue: o.currentValue,
        progress: cur != null && target ? Math.max(0, Math.min(100, Math.round((cur / target) * 100))) : null,
        actions: actions.filter((a) => a.objectiveId === o.id).map((a) => ({ id: a.id, agentRole: a.agentRole, title: a.title, status: a.status, priority: a.priority })),
      };
    });
  });
};
export default operationsRoutes;
