import { z } from "zod";
import { nullableNumber as num, textParamsSchema } from "./common";

/** Spec 02 §2.1, §3: the executive dashboard. */
/** `code` and `params`: the web shows the alert in the reader's language (decision 060); `message` stays for API clients. */
export const kpiAlertSchema = z.object({ level: z.enum(["info", "warning", "critical"]), message: z.string(), code: z.string().optional(), params: textParamsSchema.optional() });
export const dashboardKpisSchema = z.object({
  period: z.object({ days: z.number(), from: z.string(), to: z.string() }),
  dealEngineAI: z.object({
    metrics: z.object({ activeUsers: z.number(), conversionRate: num, totalLeads: z.number(), bounceRate: num, sessionDuration: num }),
    trends: z.object({ userGrowth: num, conversionTrend: num, leadQuality: num }),
    alerts: z.array(kpiAlertSchema),
  }),
  roofStrike: z.object({
    metrics: z.object({ revenue: z.number(), claimLeads: z.number(), activeContractors: num, averageResponseTime: num }),
    trends: z.object({ revenueGrowth: num, leadGrowth: num, contractorSatisfaction: num, topMarket: z.string().nullable() }),
    alerts: z.array(kpiAlertSchema),
  }),
  systemHealth: z.object({
    lastUpdate: z.string(),
    uptime: z.number(),
    responseTime: num,
    errorRate: num,
    activeDataSources: z.number(),
    /** Spec 02 §9 said "out of 4"; the hub now has more sources (decision 050): the count of data sources listed. */
    totalDataSources: z.number(),
  }),
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

/** One UTC day of the KPI trends. */
export const kpiTrendPointSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Leads created that day, per venture. */
  roofStrikeLeads: z.number().int(),
  dealEngineLeads: z.number().int(),
  /** Leads converted that day (both ventures) and the revenue they brought, in dollars. */
  conversions: z.number().int(),
  revenue: z.number(),
});
/**
 * GET /api/dashboard/kpis/trends: the KPIs' daily figures over the same 30 days as
 * GET /api/dashboard/kpis, oldest day first, every day present (zero when nothing
 * happened), from stored lead rows. `sampleLeads` counts the sample rows among them.
 */
export const kpiTrendsSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  points: z.array(kpiTrendPointSchema),
  sampleLeads: z.number().int(),
});
export type KpiTrends = z.infer<typeof kpiTrendsSchema>;
