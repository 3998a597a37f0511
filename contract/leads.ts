import { z } from "zod";
import { listCursorSchema, listLimitSchema, listPageFields, listSearchSchema, oneWayToPage } from "./lists";

/** Decision 070: one lead model for both platforms. */
export const LEAD_SOURCES = ["landing", "storm_match", "skip_trace", "whatsapp", "aria", "manual"] as const;
export const LEAD_STATUSES = ["new", "contacted", "qualified", "converted", "lost"] as const;
export const LEAD_PLATFORMS = ["roofstrike", "dealengineai"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadPlatform = (typeof LEAD_PLATFORMS)[number];
export const LEAD_PRIORITIES = ["high", "medium", "low"] as const;
export const leadPrioritySchema = z.enum(LEAD_PRIORITIES);
export type LeadPriority = (typeof LEAD_PRIORITIES)[number];
/** Who wrote a lead's timeline event. */
export const LEAD_ACTORS = ["user", "agent", "system"] as const;
export type LeadActorKind = (typeof LEAD_ACTORS)[number];
/** The statuses a person sets by hand: "converted" is its own action (POST /api/leads/:id/convert). */
export const leadSettableStatusSchema = z.enum(LEAD_STATUSES).exclude(["converted"]);
export const LEAD_PAGE_SIZE = 25;

export const leadOwnerSchema = z.object({ kind: z.enum(["user", "agent"]), id: z.string(), name: z.string() }).nullable();

export const leadSummarySchema = z.object({
  id: z.number().int(),
  platform: z.enum(LEAD_PLATFORMS),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  lostReason: z.string().nullable(),
  propertyAddress: z.string(),
  ownerName: z.string(),
  companyName: z.string().nullable(),
  zipCode: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  priority: z.string(),
  estimatedValue: z.number().int(),
  owner: leadOwnerSchema,
  revenue: z.number().int().nullable(),
  convertedAt: z.string().nullable(),
  optedOutAt: z.string().nullable(),
  stormDate: z.string().nullable(),
  propertyId: z.number().int().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

/**
 * GET /api/leads?status=&source=&platform=&q=&limit=&cursor= (decision 094): newest first, a page of
 * `limit` (default LEAD_PAGE_SIZE, at most LIST_LIMIT_MAX) after `cursor` (the last page's
 * `nextCursor`). `page` (offset paging) still answers as before, for callers that use it.
 */
export const leadListQuerySchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    source: z.enum(LEAD_SOURCES).optional(),
    platform: z.enum(LEAD_PLATFORMS).optional(),
    q: listSearchSchema.optional(),
    limit: listLimitSchema(LEAD_PAGE_SIZE),
    cursor: listCursorSchema.optional(),
    page: z.coerce.number().int().min(1).max(100000).default(1),
  })
  .refine(...oneWayToPage);
/** What the screen sends: the cursor as the list gave it. */
export type LeadListQuery = { status?: LeadStatus; source?: LeadSource; platform?: LeadPlatform; q?: string; limit?: number; cursor?: string; page?: number };
export const leadListSchema = z.object({
  ...listPageFields,
  items: z.array(leadSummarySchema),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const leadEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  channel: z.string().nullable(),
  actor: z.enum(LEAD_ACTORS),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
});
export const stormHitEvidenceSchema = z.object({
  stormDay: z.string(),
  sizeInches: z.number(),
  distanceMiles: z.number(),
  source: z.string(),
  sourceId: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export const leadConsentSchema = z.object({
  id: z.number().int(),
  textShown: z.string(),
  locale: z.string(),
  channels: z.array(z.string()),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export const leadDetailSchema = z.object({
  lead: leadSummarySchema.extend({ notes: z.string().nullable(), traceStatus: z.string(), locale: z.string().nullable() }),
  evidence: z.object({ stormHits: z.array(stormHitEvidenceSchema) }),
  events: z.array(leadEventSchema),
  consents: z.array(leadConsentSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** PATCH /api/leads/:id — status (not "converted": that is POST …/convert), owner, notes. */
export const LOST_REASON_REQUIRED = "lostReason: say why the lead was lost";
export const leadUpdateSchema = z
  .object({
    status: leadSettableStatusSchema.optional(),
    lostReason: z.string().trim().min(1).max(500).optional(),
    /** "user:<id>", "agent:<role>" or null (unassigned). */
    owner: z.string().regex(/^(user:\d+|agent:[a-z0-9_-]+)$/, "owner: user:<id> or agent:<role>").nullable().optional(),
    notes: z.string().max(5000).nullable().optional(),
  })
  .refine((b) => b.status !== "lost" || !!b.lostReason, { message: LOST_REASON_REQUIRED, path: ["lostReason"] })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "Nothing to change: send status, owner or notes" });
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

/** POST /api/leads/:id/convert — the claim value or sale, in whole dollars. */
export const leadConvertSchema = z.object({
  value: z.coerce.number().int("value: whole dollars").min(0).max(1_000_000_000),
  convertedAt: z.coerce.date().optional(),
});
export type LeadConvert = z.infer<typeof leadConvertSchema>;

export const leadOwnerOptionsSchema = z.object({
  users: z.array(z.object({ id: z.string(), name: z.string() })),
  agents: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LeadOwnerOptions = z.infer<typeof leadOwnerOptionsSchema>;

/** POST /api/admin/sample-data/remove */
export const sampleRemovalResultSchema = z.object({ removed: z.record(z.string(), z.number().int()) });
export type SampleRemovalResult = z.infer<typeof sampleRemovalResultSchema>;
