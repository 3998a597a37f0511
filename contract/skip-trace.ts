import { z } from "zod";
import { idSchema, int32, integrationStatusSchema, nullableNumber as num } from "./common";
import { leadPrioritySchema } from "./leads";

/** Spec 02 §3, §5, §7, §9 and spec 03 §3: skip-trace leads and metrics. */
export const addLeadRequestSchema = z.object({
  propertyAddress: z.string().trim().min(1, "Property address is required").max(500),
  ownerName: z.string().trim().min(1, "Owner name is required").max(200),
  companyName: z.string().trim().max(200).optional().nullable(),
  estimatedValue: int32(0).default(0),
  priority: leadPrioritySchema.default("medium"),
  notes: z.string().max(5000).optional().nullable(),
});
export type AddLeadRequest = z.input<typeof addLeadRequestSchema>;

export const skipTraceLeadSchema = z.object({
  id: z.number(),
  propertyAddress: z.string(),
  ownerName: z.string(),
  companyName: z.string().nullable(),
  estimatedValue: z.number(),
  priority: leadPrioritySchema,
  notes: z.string().nullable(),
  traceStatus: z.enum(["none", "queued", "traced", "failed"]),
  traceError: z.string().nullable(),
  contactInfo: z.object({ email: z.string().nullable(), phone: z.string().nullable(), confidenceScore: z.number().nullable() }).nullable(),
  source: z.string().nullable(),
  stormDate: z.string().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
});
export type SkipTraceLead = z.infer<typeof skipTraceLeadSchema>;

export const SKIP_TRACE_TOP = 5;
export const SKIP_TRACE_BATCH = 20;
export const SKIP_TRACE_READY = 4;

/**
 * GET /api/skip-trace/metrics. Spec 02 §3 reads the fields at the top level (the hub's skip-trace
 * panel); spec 03 §3 reads `metrics.totalLeads`, `metrics.successfullyTraced`,
 * `metrics.readyForOutreach` and `metrics.averageConfidence` (the admin dashboards' card). One
 * answer serves both: the four figures are repeated under `metrics` (decision 050).
 */
export const skipTraceMetricsSchema = z.object({
  totalLeads: z.number(),
  pendingSkipTrace: z.number(),
  inProgress: z.number(),
  successfullyTraced: z.number(),
  failed: z.number(),
  readyForOutreach: z.number(),
  averageConfidence: num,
  totalCostCents: z.number(),
  topSources: z.array(z.object({ source: z.string(), count: z.number() })),
  /** The provider's state from its last trace (decision 050): connected only once a trace succeeded. */
  provider: integrationStatusSchema,
  /** A provider key is set: leads may be traced (also to prove the provider the first time). */
  canTrace: z.boolean(),
  capabilities: z.array(z.string()),
  recommendations: z.object({ highValueTargets: z.number(), batchSize: z.number(), followUpStrategy: z.string() }),
  metrics: z.object({
    totalLeads: z.number(),
    successfullyTraced: z.number(),
    readyForOutreach: z.number(),
    /** Percent (0–100); null until a lead has been traced. */
    averageConfidence: num,
  }),
});
export type SkipTraceMetrics = z.infer<typeof skipTraceMetricsSchema>;

export const prioritizedLeadsSchema = z.object({
  prioritizedLeads: z.array(skipTraceLeadSchema),
  totalCount: z.number(),
  readyForOutreach: z.array(skipTraceLeadSchema),
  outreachReadyCount: z.number(),
});
export type PrioritizedLeads = z.infer<typeof prioritizedLeadsSchema>;

export const batchRequestSchema = z.object({ leadIds: z.array(idSchema).max(200).optional() });
export const traceQueuedSchema = z.object({ message: z.string(), queued: z.array(z.number()), skipped: z.array(z.object({ id: z.number(), reason: z.string() })) });
export type TraceQueuedResponse = z.infer<typeof traceQueuedSchema>;
/** GET /api/skip-trace/leads: the newest first. */
export const skipTraceLeadListSchema = z.array(skipTraceLeadSchema);
