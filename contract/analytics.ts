import { z } from "zod";

/** Spec 03 §7 analytics events. */
export const ANALYTICS_EVENTS = ["hail_zip_checked", "whatsapp_cta_click", "whatsapp_contact"] as const;
export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENTS),
  /** Small, flat properties only (e.g. { zip, highRisk, placement }). */
  properties: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 10, "At most 10 properties")
    .optional(),
  path: z.string().max(200).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The landing page's public configuration: the WhatsApp number (null: no WhatsApp button) and demo mode (the hint). */
export const landingConfigSchema = z.object({ whatsappNumber: z.string().nullable(), demoMode: z.boolean() });

export const analyticsCountsSchema = z.object({
  /** Per event name: all time and the last 7 days. */
  counts: z.array(z.object({ name: z.enum(ANALYTICS_EVENTS), total: z.number().int(), last7Days: z.number().int() })),
});
export type AnalyticsCounts = z.infer<typeof analyticsCountsSchema>;
