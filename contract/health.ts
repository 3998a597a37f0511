import { z } from "zod";
import { DATABASE_DRIVERS, integrationStateSchema } from "./common";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(DATABASE_DRIVERS),
    latencyMs: z.number().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * The one health model (decision 050): GET /api/health/system, shown by the same
 * web component on /dashboard, /agents/dashboard and /cto. Every figure is measured
 * by the product's own probes and stored by the sampler; null means not measured yet.
 */
export const INTEGRATION_NAMES = ["github", "slack", "whatsapp", "stripe", "skip_trace", "noaa_hail", "spc_daily", "property_imports", "language_model"] as const;
/** The data sources (the data-sources panel, "Active data sources N of M"): every integration but the model. */
export const DATA_SOURCE_NAMES = INTEGRATION_NAMES.filter((n) => n !== "language_model");
export const integrationNameSchema = z.enum(INTEGRATION_NAMES);
export type IntegrationName = z.infer<typeof integrationNameSchema>;

export const integrationCheckSchema = z.object({
  name: integrationNameSchema,
  /** unverified: configured, but no check has proved it yet (no call, no delivery). */
  state: integrationStateSchema,
  message: z.string(),
  /** The message's code, when the web has it in every language (decision 060). */
  code: z.string().nullable().optional(),
  /** The parameters of the message's code (a count, a file name). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable().optional(),
  checkedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type IntegrationCheck = z.infer<typeof integrationCheckSchema>;

export const healthStatusSchema = z.enum(["ok", "degraded", "failing", "unknown"]);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

export const requestFiguresSchema = z.object({
  count: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  /** 5xx answers other than the expected "not configured" 503s, as a percent of all requests. */
  serverErrorRate: z.number().nullable(),
  serverErrors: z.number(),
  clientErrors: z.number(),
  notConfigured: z.number(),
});

export const healthSampleSchema = z.object({
  status: healthStatusSchema,
  sampledAt: z.string(),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(DATABASE_DRIVERS),
    latencyMs: z.number().nullable(),
    connections: z.number().nullable(),
    sizeBytes: z.number().nullable(),
  }),
  queue: z.object({
    depth: z.number().nullable(),
    oldestWaitingSeconds: z.number().nullable(),
    failed24h: z.number().nullable(),
  }),
  workers: z.array(
    z.object({
      instanceId: z.string(),
      hostname: z.string(),
      runsWorkers: z.boolean(),
      lastHeartbeatAt: z.string(),
      stale: z.boolean(),
    }),
  ),
  integrations: z.array(integrationCheckSchema),
  requests: requestFiguresSchema,
  /** Why the status is not ok, in words. */
  problems: z.array(z.string()),
});
export type HealthSample = z.infer<typeof healthSampleSchema>;

export const healthPointSchema = z.object({
  sampledAt: z.string(),
  status: healthStatusSchema,
  dbLatencyMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
  serverErrorRate: z.number().nullable(),
  queueDepth: z.number().nullable(),
});

/** GET /api/health/system: the latest stored sample (null before the first) and the last 24 hours. */
export const systemHealthSchema = z.object({
  latest: healthSampleSchema.nullable(),
  history: z.array(healthPointSchema),
  /** Sampling period, seconds. */
  intervalSeconds: z.number(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** GET /api/health/action-items: the CTO's open configuration steps, computed from the configuration and stored facts. */
export const ACTION_ITEM_KEYS = ["paymentKey", "paymentWebhook", "slackToken", "whatsapp", "githubWebhook", "ingestToken", "metricsToken", "model", "skipTrace"] as const;
export const actionItemListSchema = z.array(z.object({ key: z.enum(ACTION_ITEM_KEYS), done: z.boolean() }));
export type ActionItemList = z.infer<typeof actionItemListSchema>;

/** GET /api/health/agents: each agent's state from its work (decision 050): active only when its last task or model reply succeeded recently. */
export const AGENT_ACTIVE_DAYS = 7;
export const agentActivitySchema = z.object({
  agentId: z.number(),
  state: z.enum(["active", "idle", "failing"]),
  reason: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export const agentActivityListSchema = z.array(agentActivitySchema);
export type AgentActivity = z.infer<typeof agentActivitySchema>;
