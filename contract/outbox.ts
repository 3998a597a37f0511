import { z } from "zod";
import { coercedIdSchema, idSchema } from "./common";
import { LANGUAGES } from "./landing-rules";

/** The approval queue (decision 072): drafts of every outbound message or post, approved by a person before they are sent. */
export const outboundKindSchema = z.enum(["whatsapp_text", "whatsapp_template", "slack_post", "social_post"]);
export type OutboundKind = z.infer<typeof outboundKindSchema>;
export const outboundChannelSchema = z.enum(["whatsapp", "slack", "linkedin", "facebook"]);
export type OutboundChannel = z.infer<typeof outboundChannelSchema>;
export const outboundStatusSchema = z.enum(["drafted", "approved", "rejected", "sending", "sent", "failed"]);
export type OutboundStatus = z.infer<typeof outboundStatusSchema>;
export const draftedBySchema = z.enum(["agent", "campaign", "launch", "standup", "user"]);
export type DraftedBy = z.infer<typeof draftedBySchema>;

export const outboundMessageSchema = z.object({
  id: z.number(),
  kind: outboundKindSchema,
  channel: outboundChannelSchema,
  recipient: z.string(),
  recipientName: z.string().nullable(),
  /** The recipient's name as a code (RECIPIENT_*) and parameters when the product named it (a page, a channel), for the reader's language. */
  recipientNameCode: z.string().nullable().optional(),
  recipientNameParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable().optional(),
  leadId: z.number().nullable(),
  /** The lead's property, when it has one: the draft links its printable hail history (issue 20). */
  propertyId: z.number().nullable(),
  campaignId: z.number().nullable(),
  campaignName: z.string().nullable(),
  body: z.string(),
  template: z.object({ name: z.string(), language: z.string(), variables: z.array(z.string()) }).nullable(),
  reason: z.string(),
  /** The reason as a code (OUTBOX_REASON_*) and parameters, for the reader's language; null for an older reason without one. */
  reasonCode: z.string().nullable(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  draftedBy: draftedBySchema,
  agentRole: z.string().nullable(),
  status: outboundStatusSchema,
  approvedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** person | rule (a kind an admin allowed to skip approval) */
  approvedVia: z.enum(["person", "rule"]).nullable(),
  approvedAt: z.string().nullable(),
  rejectedBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

/** GET /api/approvals?status=&kind=&campaignId=: newest first, with the counts per status. */
export const approvalListQuerySchema = z.object({
  status: outboundStatusSchema.optional(),
  kind: outboundKindSchema.optional(),
  campaignId: coercedIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const approvalListSchema = z.object({
  items: z.array(outboundMessageSchema),
  counts: z.record(outboundStatusSchema, z.number()),
});
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** PATCH /api/approvals/:id: a draft's text (free text and posts) or its template variables. */
export const editDraftSchema = z
  .object({
    body: z.string().trim().min(1, "The message is empty").max(4096, "At most 4096 characters").optional(),
    templateVariables: z.array(z.string().trim().min(1, "Every template variable needs a value").max(1024)).max(20).optional(),
  })
  .refine((v) => v.body !== undefined || v.templateVariables !== undefined, { message: "Nothing to change: send body or templateVariables", path: ["body"] });
export const rejectDraftSchema = z.object({ reason: z.string().trim().max(500).optional() });

/** POST /api/approvals: an operator drafts a WhatsApp message to a contact (it still needs approval). */
export const composeDraftSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("whatsapp_text"),
    recipient: z.string().trim().min(1, "recipient is required").max(32),
    leadId: idSchema.optional(),
    body: z.string().trim().min(1, "The message is empty").max(4096, "At most 4096 characters"),
  }),
  z.object({
    kind: z.literal("whatsapp_template"),
    recipient: z.string().trim().min(1, "recipient is required").max(32),
    leadId: idSchema.optional(),
    templateName: z.string().trim().min(1, "templateName is required").max(512),
    templateLanguage: z.string().trim().min(2).max(15),
    templateVariables: z.array(z.string().trim().min(1, "Every template variable needs a value").max(1024)).max(20).default([]),
  }),
]);

export const whatsappTemplateSchema = z.object({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  body: z.string(),
  variables: z.number(),
});
/** GET /api/approvals/whatsapp/templates: the account's APPROVED templates, live from the Cloud API. */
export const whatsappTemplateListSchema = z.object({
  available: z.boolean(),
  /** Why the list is empty when it is (not configured, the API's refusal). */
  message: z.string().nullable(),
  templates: z.array(whatsappTemplateSchema),
});
export type WhatsappTemplateList = z.infer<typeof whatsappTemplateListSchema>;

/** GET /api/approvals/whatsapp/contact?phone=&leadId=: what may be sent to this contact now. */
export const whatsappContactQuerySchema = z.object({
  phone: z.string().trim().min(1, "phone is required").max(32),
  leadId: coercedIdSchema.optional(),
});
export const whatsappContactSchema = z.object({
  phone: z.string(),
  optedOut: z.boolean(),
  optedOutAt: z.string().nullable(),
  lastInboundAt: z.string().nullable(),
  windowOpen: z.boolean(),
  windowClosesAt: z.string().nullable(),
  consent: z.enum(["consent_record", "inbound_message"]).nullable(),
  /** The kinds that may be drafted now: free text only inside the window, nothing when opted out or without consent. */
  allowedKinds: z.array(z.enum(["whatsapp_text", "whatsapp_template"])),
  /** Why something is not allowed, in words. */
  message: z.string().nullable(),
});
export type WhatsappContact = z.infer<typeof whatsappContactSchema>;

/** GET/PUT /api/approvals/settings: kinds an admin allowed to skip approval (default none). */
export const approvalSettingsSchema = z.object({ autoApproveKinds: z.array(outboundKindSchema) });
export type ApprovalSettings = z.infer<typeof approvalSettingsSchema>;

/** GET /api/approvals/campaigns: storm campaigns with their figures. */
export const campaignFiguresSchema = z.object({
  id: z.number(),
  name: z.string(),
  stormDay: z.string().nullable(),
  platform: z.string(),
  createdAt: z.string(),
  figures: z.object({ drafted: z.number(), approved: z.number(), rejected: z.number(), sent: z.number(), failed: z.number(), replied: z.number(), converted: z.number() }),
});
export const campaignFiguresListSchema = z.array(campaignFiguresSchema);
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

/**
 * POST /api/approvals/whatsapp/consent: an operator records WhatsApp consent a contact gave
 * outside the app (on a call, on a signed form, in person): the words they agreed to, in which
 * language, and how. The lead's phone is filled when it has none.
 */
export const recordConsentSchema = z.object({
  leadId: idSchema,
  phone: z.string().trim().min(1, "phone is required").max(32),
  textShown: z.string().trim().min(10, "textShown: the words the contact agreed to (at least 10 characters)").max(1000),
  locale: z.enum(LANGUAGES),
  how: z.enum(["phone_call", "signed_form", "in_person"]),
});
export const recordConsentResultSchema = z.object({ ok: z.literal(true), leadId: z.number(), phone: z.string() });
