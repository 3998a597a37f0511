import { z } from "zod";
import { integrationStatusSchema } from "./common";

/** Spec 03 §3: GET /api/stripe/status (the shape payment, team-chat and WhatsApp status share). */
export const stripeStatusSchema = z.object({ status: integrationStatusSchema });
export type StripeStatus = z.infer<typeof stripeStatusSchema>;

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
/** POST /api/stripe/webhook: what became of a verified event. */
export const stripeWebhookResultSchema = z.object({ received: z.literal(true), result: z.enum(["recorded", "duplicate", "ignored"]) });
export type StripeWebhookResult = z.infer<typeof stripeWebhookResultSchema>;
