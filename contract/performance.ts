import { z } from "zod";
import { DATABASE_DRIVERS, nullableNumber as num, serverTextSchema } from "./common";

/** Spec 02 §3, §4, §9: the performance monitors. */
export const LEAD_RESPONSE_TARGET_MINUTES = 20;
export const leadResponseMetricsSchema = z.object({
  averageResponseTime: num,
  fastestResponse: num,
  slowestResponse: num,
  responsesUnder20Min: num,
  totalResponses: z.number(),
  targetAchieved: z.boolean(),
  status: z.enum(["target_met", "needs_improvement", "monitoring"]),
  recommendations: z.array(z.string()),
  /** The same recommendations with their codes, which the web shows in the page's language. */
  recommendationTexts: z.array(serverTextSchema),
});
export type LeadResponseMetrics = z.infer<typeof leadResponseMetricsSchema>;

export const databaseMetricsSchema = z.object({
  driver: z.enum(DATABASE_DRIVERS),
  averageQueryTime: num,
  slowQueries: z.number(),
  slowQueryThresholdMs: z.number(),
  queriesMeasured: z.number(),
  connectionPoolUsage: num,
  indexUsage: num,
});
export type DatabaseMetrics = z.infer<typeof databaseMetricsSchema>;
