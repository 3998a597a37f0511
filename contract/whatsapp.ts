import { z } from "zod";
import { integrationStatusSchema, nullableNumber as num } from "./common";

/** Spec 02 §3, §7: WhatsApp automations. */
export const whatsappTestRequestSchema = z.object({
  type: z.enum(["dealengineai_investor", "roofstrike_claim"]),
  phoneNumber: z.string().trim().min(1, "A phone number is required").regex(/^\+?[\d\s()-]{8,20}$/, "Enter a phone number with country code"),
  testData: z.object({ language: z.enum(["es", "en"]).default("es"), address: z.string().trim().max(500).optional() }).default({ language: "es" }),
});
export type WhatsappTestRequest = z.input<typeof whatsappTestRequestSchema>;
export const whatsappStatusSchema = z.object({
  status: integrationStatusSchema,
  metrics: z.object({
    totalMessagesSent: z.number(),
    deliveryRate: num,
    responseRate: num,
    platformBreakdown: z.object({
      dealengineai: z.object({ messages: z.number(), conversions: z.number(), topLanguage: z.string().nullable() }),
      roofstrike: z.object({ messages: z.number(), conversions: z.number(), averageResponseTime: num }),
    }),
  }),
  automations: z.object({ dealengineai: z.array(z.string()), roofstrike: z.array(z.string()) }),
  webhook: z.object({ path: z.string(), verifyTokenSet: z.boolean(), appSecretSet: z.boolean() }),
});
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;
export const whatsappTestResultSchema = z.object({ ok: z.literal(true), message: z.string(), messageId: z.string() });
/** GET /api/whatsapp/webhook: Meta's verify-token handshake. */
export const whatsappWebhookVerifyQuerySchema = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().optional(),
});
export type WhatsappWebhookVerifyQuery = z.infer<typeof whatsappWebhookVerifyQuerySchema>;
/** POST /api/whatsapp/webhook: how many messages and delivery statuses were stored. */
export const whatsappWebhookResultSchema = z.object({ ok: z.literal(true), messages: z.number().int(), statuses: z.number().int() });
export type WhatsappWebhookResult = z.infer<typeof whatsappWebhookResultSchema>;
