import { z } from "zod";

/** Spec 02: the operations console (executive dashboard, monitors, standups, skip tracing, integrations). */

const num = z.number().nullable();

/** Every integration's status: not configured and failing are different states, each says what to do. */
export const integrationStateSchema = z.enum(["connected", "not_configured", "failing"]);
export type IntegrationState = z.infer<typeof integrationStateSchema>;
export const integrationStatusSchema = z.object({
  connected: z.boolean(),
  state: integrationStateSchema,
  message: z.string(),
});

// ---- Executive dashboard (§2.1, §3) ----
export const kpiAlertSchema = z.object({ level: z.enum(["info", "warning", "critical"]), message: z.string() });
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
    totalDataSources: z.literal(4),
  }),
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

// ---- Performance monitors (§3, §4, §9) ----
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
});
export type LeadResponseMetrics = z.infer<typeof leadResponseMetricsSchema>;

export const databaseMetricsSchema = z.object({
  driver: z.enum(["pglite", "postgres"]),
  averageQueryTime: num,
  slowQueries: z.number(),
  slowQueryThresholdMs: z.number(),
  queriesMeasured: z.number(),
  connectionPoolUsage: num,
  indexUsage: num,
});
export type DatabaseMetrics = z.infer<typeof databaseMetricsSchema>;

// ---- Activity feed (§2.7, §9) ----
export const ACTIVITY_FEED_LIMIT = 8;
export const activityEntrySchema = z.object({
  id: z.number(),
  type: z.string(),
  agentRole: z.string().nullable(),
  message: z.string(),
  status: z.enum(["active", "completed"]),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

// ---- Skip tracing (§3, §5, §7, §9) ----
export const leadPrioritySchema = z.enum(["high", "medium", "low"]);
export const addLeadRequestSchema = z.object({
  propertyAddress: z.string().trim().min(1, "Property address is required"),
  ownerName: z.string().trim().min(1, "Owner name is required"),
  companyName: z.string().trim().optional().nullable(),
  estimatedValue: z.number().int().min(0).default(0),
  priority: leadPrioritySchema.default("medium"),
  notes: z.string().optional().nullable(),
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
  provider: integrationStatusSchema,
  capabilities: z.array(z.string()),
  recommendations: z.object({ highValueTargets: z.number(), batchSize: z.number(), followUpStrategy: z.string() }),
});
export type SkipTraceMetrics = z.infer<typeof skipTraceMetricsSchema>;

export const prioritizedLeadsSchema = z.object({
  prioritizedLeads: z.array(skipTraceLeadSchema),
  totalCount: z.number(),
  readyForOutreach: z.array(skipTraceLeadSchema),
  outreachReadyCount: z.number(),
});
export type PrioritizedLeads = z.infer<typeof prioritizedLeadsSchema>;

export const batchRequestSchema = z.object({ leadIds: z.array(z.number().int().positive()).max(200).optional() });
export const traceQueuedSchema = z.object({ message: z.string(), queued: z.array(z.number()), skipped: z.array(z.object({ id: z.number(), reason: z.string() })) });

// ---- Standup and Slack (§3, §7) ----
export const standupSchema = z.object({
  id: z.number(),
  date: z.string(),
  message: z.string(),
  formattedMessage: z.string(),
  generatedBy: z.string(),
  trigger: z.string(),
  postedToSlack: z.boolean(),
  slackError: z.string().nullable(),
  createdAt: z.string(),
});
export type Standup = z.infer<typeof standupSchema>;
export const dailyStandupSchema = z.object({ standup: standupSchema.nullable(), schedule: z.object({ cron: z.string(), timeZone: z.string() }) });
export const standupTriggerSchema = z.object({ message: z.string(), standup: standupSchema });

export const SLACK_SCOPES = ["chat:write", "channels:read", "channels:join"] as const;
export const slackStatusSchema = z.object({
  status: integrationStatusSchema,
  features: z.object({ dailyStandups: z.boolean(), realTimeAlerts: z.boolean(), kpiSummaries: z.boolean() }),
  requiredSecrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
  scopes: z.array(z.string()),
});
export type SlackStatus = z.infer<typeof slackStatusSchema>;
export const messageResultSchema = z.object({ ok: z.literal(true), message: z.string() });

// ---- WhatsApp (§3, §7) ----
export const whatsappTestRequestSchema = z.object({
  type: z.enum(["dealengineai_investor", "roofstrike_claim"]),
  phoneNumber: z.string().trim().min(1, "A phone number is required").regex(/^\+?[\d\s()-]{8,20}$/, "Enter a phone number with country code"),
  testData: z.object({ language: z.enum(["es", "en"]).default("es"), address: z.string().trim().optional() }).default({ language: "es" }),
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

// ---- Launch Command Center (§2.10, §3, §4, §8) ----
export const launchPlatformSchema = z.enum(["dealengine", "roofstrike"]);
export type LaunchPlatform = z.infer<typeof launchPlatformSchema>;
export const campaignContentSchema = z.object({
  linkedinPost: z.string(),
  twitterThread: z.array(z.string()).min(1),
  instagramCarousel: z.array(z.string()).min(1),
  emailSequence: z.array(z.object({ delayHours: z.number().int().min(0), subject: z.string(), body: z.string() })).length(3),
  whatsappPitch: z.string(),
  targetZips: z.array(z.string()),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;
export const campaignSchema = z.object({
  id: z.number(),
  platform: launchPlatformSchema,
  status: z.enum(["pending", "running", "completed", "failed"]),
  content: campaignContentSchema.nullable(),
  error: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const launchStatusSchema = z.object({ isLaunching: z.boolean(), current: campaignSchema.nullable(), latest: campaignSchema.nullable() });
export const launchResponseSchema = z.object({ message: z.string(), campaign: campaignSchema, content: campaignContentSchema.nullable() });

// ---- Social media agent and integration hub (§2.11, §3, §4) ----
export const socialStatusSchema = z.object({
  status: z.object({ connected: z.boolean(), message: z.string() }),
  platforms: z.array(z.object({ platform: z.enum(["linkedin", "twitter", "threads"]), connected: z.boolean() })),
});
export const socialCalendarSchema = z.object({
  week: z.string(),
  themes: z.array(z.string()),
  posts: z.array(z.object({ day: z.string(), platform: z.string(), content: z.string() })),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type SocialCalendar = z.infer<typeof socialCalendarSchema>;
export const oauthStatusSchema = z.object({
  status: integrationStatusSchema,
  account: z.object({ name: z.string().nullable(), connectedAt: z.string(), expiresAt: z.string().nullable() }).nullable(),
});
export type OauthStatus = z.infer<typeof oauthStatusSchema>;
export const authUrlSchema = z.object({ authUrl: z.string() });
/** Where the OAuth popup leaves its result for the opener (spec 02 §4). */
export const OAUTH_STORAGE_KEYS = {
  linkedin: { success: "linkedin_auth_success", error: "linkedin_auth_error" },
  facebook: { success: "facebook_auth_success", error: "facebook_auth_error" },
} as const;

// ---- Lead-generation, developer and DevOps panels (§2.9, §2.13) ----
export const stormSchema = z.object({ id: z.number(), date: z.string(), location: z.string(), severity: z.number(), affectedProperties: z.number(), averageClaimValue: z.number(), isSample: z.boolean() });
export const developerTaskSchema = z.object({
  id: z.number(), type: z.string(), description: z.string(), priority: z.string(), status: z.string(), estimatedTime: z.string().nullable(), isSample: z.boolean(),
});
export const leadGenOverviewSchema = z.object({
  storms: z.array(stormSchema),
  leads: z.array(skipTraceLeadSchema),
  stats: z.object({ totalLeads: z.number(), qualifiedLeads: z.number(), conversionRate: num, activeStorms: z.number(), hotZipCodes: z.array(z.string()) }),
});

// ---- Operations tab: strategic objectives (spec 01 §3) with their planned agent actions ----
export const objectiveSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  targetMetric: z.string().nullable(),
  targetValue: z.string().nullable(),
  currentValue: z.string().nullable(),
  /** current / target when both are numbers, else null (no bar is drawn). */
  progress: z.number().nullable(),
  actions: z.array(z.object({ id: z.number(), agentRole: z.string(), title: z.string(), status: z.string(), priority: z.string() })),
});
export type Objective = z.infer<typeof objectiveSchema>;
