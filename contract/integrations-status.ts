import { z } from "zod";

/** Spec 03 §3: payment, team-chat and WhatsApp status share this shape. */
export const integrationStatusSchema = z.object({
  status: z.object({
    connected: z.boolean(),
    message: z.string(),
    /** "not_configured" (says which variables to set) vs "failing" (says what went wrong). */
    state: z.enum(["connected", "not_configured", "failing"]).optional(),
  }),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;

/** Spec 03 §3: the payment metrics, last 30 days against the 30 before. */
export const stripeMetricsSchema = z.object({
  metrics: z.object({
    /** Dollars, from succeeded charges less refunds. */
    revenue: z.number(),
    transactions: z.number().int(),
    /** Percent change of revenue against the previous 30 days; null when that period had none. */
    revenueGrowth: z.number().nullable(),
    averageOrderValue: z.number(),
    subscriptions: z.number().int(),
    failedPayments: z.number().int(),
  }),
  period: z.object({ from: z.string(), to: z.string() }),
  currency: z.string(),
});
export type StripeMetrics = z.infer<typeof stripeMetricsSchema>;

/** Spec 03 §3: the skip-trace metrics (served by the skip-trace integration). */
export const skipTraceMetricsSchema = z.object({
  metrics: z.object({
    totalLeads: z.number(),
    successfullyTraced: z.number(),
    readyForOutreach: z.number(),
    averageConfidence: z.number(),
  }),
});
export type SkipTraceMetrics = z.infer<typeof skipTraceMetricsSchema>;
