import { availableParallelism } from "node:os";
import { z } from "zod";
import pkg from "../package.json" with { type: "json" };

/**
 * Every environment variable the server reads, parsed once. The README's table
 * mirrors this file; keep them together.
 */
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  /** Where PGlite keeps its files ("memory://" keeps nothing). */
  DATA_DIR: z.string().default("./data"),
  /**
   * Demo mode: demo admin and gate passwords, hinted on screen. Default: on only when nothing says this is a
   * real installation (no DATABASE_URL, no ADMIN_EMAIL, no ADMIN_PASSWORD); decision 112.
   */
  DEMO_MODE: bool.optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_FIRST_NAME: z.string().default("Admin"),
  ADMIN_LAST_NAME: z.string().default("Operator"),
  /** The site gate password; unset (outside demo mode) turns the gate off. */
  SITE_GATE_PASSWORD: z.string().optional(),
  SESSION_TTL_HOURS: z.coerce.number().min(1).max(24 * 90).default(24 * 7),
  /** "auto": Secure cookies when the request came over HTTPS (trusting the proxy's header). */
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  TRUST_PROXY: bool.default(false),
  /** The public origin (https://ops.example.com); extra allowed origins for writes, comma-separated. */
  PUBLIC_URL: z.string().url().optional(),
  ALLOWED_ORIGINS: z.string().default(""),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Failed gate or sign-in attempts allowed per client per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Requests per client per minute on public endpoints. */
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** OpenID Connect issuer; overridable so tests run against a local fake. */
  GOOGLE_ISSUER_URL: z.string().url().default("https://accounts.google.com"),
  /** Work background jobs in this instance (set false for a web-only instance). */
  JOB_WORKERS: bool.default(true),
  /** The company's time zone, for scheduled jobs such as the daily standup. */
  COMPANY_TIME_ZONE: z.string().default("America/Chicago"),
  /** Language model: openai | openai-compatible | anthropic; unset = the offline engine. */
  AI_PROVIDER: z.enum(["openai", "openai-compatible", "anthropic"]).optional(),
  /** The provider's API base URL (required for openai-compatible; e.g. http://localhost:11434/v1 for Ollama). */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  /** Used when AI_API_KEY is unset (AI_PROVIDER=openai or openai-compatible). */
  OPENAI_API_KEY: z.string().optional(),
  /** Model id (gpt-4o, claude-sonnet-4-5, llama3.1, ...); agents.model overrides it per agent. */
  AI_MODEL: z.string().optional(),
  /** Per model call, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** First retry delay after a connection error or 429 (one retry). */
  AI_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Images API (OpenAI-compatible POST {base}/images/generations) for CMO campaign images; unset model = no images. */
  AI_IMAGES_MODEL: z.string().optional(),
  /** Default: AI_BASE_URL, else https://api.openai.com/v1. */
  AI_IMAGES_BASE_URL: z.string().url().optional(),
  /** Default: AI_API_KEY, else OPENAI_API_KEY. */
  AI_IMAGES_API_KEY: z.string().optional(),
  AI_IMAGES_SIZE: z.string().regex(/^\d+x\d+$/).default("1024x1024"),
  /** Prompt budget for conversation history, in (estimated) tokens. */
  AI_HISTORY_TOKEN_BUDGET: z.coerce.number().int().min(200).default(6000),
  /** Agent task jobs: retries after the first attempt, and the first retry delay (doubling). */
  TASK_RETRY_LIMIT: z.coerce.number().int().min(0).default(2),
  TASK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /** An in-progress task whose worker has not reported for this long is taken up again (heartbeat every third of it). */
  TASK_STALE_SECONDS: z.coerce.number().int().min(1).default(10),
  /** Agent tasks worked at once by this instance; default 8 per CPU core, at least 10 (decision 053: the work waits on the model, not the CPU). */
  TASK_CONCURRENCY: z.coerce.number().int().min(1).max(500).optional(),
  /** Cron (5 fields, in COMPANY_TIME_ZONE) of the daily standup. */
  STANDUP_CRON: z.string().default("0 9 * * *"),
  /** Slack (server/integrations/slack): bot token and the channel standups go to. */
  SLACK_BOT_TOKEN: z.string().optional(),
  SLACK_CHANNEL_ID: z.string().optional(),
  SLACK_API_URL: z.string().url().default("https://slack.com/api/"),
  /** Skip tracing (server/integrations/skip-trace): a BatchData-style HTTP API. */
  SKIP_TRACE_API_KEY: z.string().optional(),
  SKIP_TRACE_API_URL: z.string().url().default("https://api.batchdata.com/api/v1"),
  SKIP_TRACE_COST_CENTS: z.coerce.number().int().min(0).default(25),
  /** WhatsApp Cloud API (server/integrations/whatsapp). */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  /** The WhatsApp Business Account id: its approved message templates are listed from it. */
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().optional(),
  /** The approval queue's sender (decision 072): tries after the first, and the wait between them. */
  OUTBOX_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  OUTBOX_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).default(30),
  /** The approved WhatsApp template storm campaigns draft to new contacts (variables: first name, hail size, street, storm day). */
  STORM_CAMPAIGN_TEMPLATE: z.string().regex(/^[a-z0-9_]{1,512}$/).default("roofstrike_storm_check"),
  /** LinkedIn OAuth 2.0 (server/integrations/linkedin). */
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_AUTH_URL: z.string().url().default("https://www.linkedin.com/oauth/v2"),
  LINKEDIN_API_URL: z.string().url().default("https://api.linkedin.com/v2"),
  LINKEDIN_SCOPES: z.string().default("openid profile w_member_social"),
  /** Facebook Login (server/integrations/facebook). */
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_AUTH_URL: z.string().url().default("https://www.facebook.com/v21.0/dialog/oauth"),
  FACEBOOK_GRAPH_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  /** Outbound HTTP timeout for every integration call. */
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Largest hail file an admin may upload (bytes). */
  HAIL_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(64 * 1024 * 1024),
  /** Capped list counts kept per filter while the table is unchanged (decision 141), per list; 0 counts for every request (benchmarks). */
  LIST_COUNTS_KEPT: z.coerce.number().int().min(0).max(100_000).default(500),
  /** How long the dashboard KPIs are shared between callers (ms); 0 computes them for every request (benchmarks). */
  KPI_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** Storm matching (decision 071): hail of at least STORM_MATCH_MIN_SIZE_IN inches within STORM_MATCH_RADIUS_MILES of a stored property makes a storm-hit lead. */
  STORM_MATCH_RADIUS_MILES: z.coerce.number().positive().max(50).default(3),
  STORM_MATCH_MIN_SIZE_IN: z.coerce.number().min(0).max(10).default(1.0),
  /** Properties per storm-matching chunk (decision 092): one short transaction each, so other requests get the database between chunks. */
  STORM_MATCH_CHUNK_PROPERTIES: z.coerce.number().int().min(10).max(50_000).default(1_000),
  /** How long one storm-matching chunk should hold the database (ms; decision 140): its size follows, up to STORM_MATCH_CHUNK_PROPERTIES. Default 75 on PGlite (every other request waits for its one connection), 0 (off) on PostgreSQL. */
  STORM_MATCH_CHUNK_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Storm-matching chunks in flight at once on PostgreSQL (decision 143); PGlite, with its one connection, runs one. */
  STORM_MATCH_PARALLEL: z.coerce.number().int().min(1).max(8).default(2),
  /** Largest property CSV an admin may import (bytes). */
  PROPERTY_IMPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  /** SPC current-day hail reports (e.g. https://www.spc.noaa.gov/climo/reports/today_filtered_hail.csv); unset: no daily fetch. */
  SPC_TODAY_HAIL_URL: z.string().url().optional(),
  /** A raster tile URL template ({z}/{x}/{y}) the storm map draws streets from when the browser is online (decision 100); unset: county outlines only. */
  MAP_TILE_URL: z.string().regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, "MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}").optional(),
  SPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** In season, SPC's current-day file is polled every this many minutes (decision 096). */
  SPC_POLL_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** The hail season, months FROM-TO (1–12, inclusive; may wrap the year, e.g. 11-2): the poll runs only then. */
  SPC_POLL_SEASON: z
    .string()
    .regex(/^(1[0-2]|[1-9])-(1[0-2]|[1-9])$/, "months FROM-TO, e.g. 3-9")
    .default("3-9"),
  /** The WhatsApp number of the landing page's assessment button (digits, country code first). */
  LANDING_WHATSAPP_NUMBER: z.string().regex(/^\d{6,15}$/).optional(),
  /** The assessment form's spam guard: the least time (ms) a person takes to fill it in. */
  LANDING_FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Assessment requests accepted per client (IP) per hour. */
  LANDING_FORM_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Outreach messages per day the Marketing Automation Hub aims for. */
  MARKETING_OUTREACH_DAILY_TARGET: z.coerce.number().int().min(0).default(25),
  /** Stripe (the CTO dashboard's revenue and payment webhooks). */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe API base (tests point it at a local fake). */
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  /** GitHub webhooks (POST /api/webhooks/github): the secret GitHub signs deliveries with (X-Hub-Signature-256). */
  GITHUB_WEBHOOK_SECRET: z.string().optional(),
  /** Bearer token for GET /metrics (Prometheus); unset: /metrics answers 503. */
  METRICS_TOKEN: z.string().optional(),
  /** Health sampling (integration checks, probes), cron in COMPANY_TIME_ZONE; once across instances. */
  HEALTH_SAMPLE_CRON: z.string().default("* * * * *"),
  /** Seconds between an instance's heartbeats. */
  HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** The weekly reports' schedules (5-field cron in COMPANY_TIME_ZONE). */
  REPORT_TECHNICAL_HEALTH_CRON: z.string().default("0 9 * * 1"),
  REPORT_INFRASTRUCTURE_CRON: z.string().default("0 14 * * 3"),
  REPORT_SECURITY_CRON: z.string().default("0 17 * * 5"),
  /** Serve the built web app from this folder (production). */
  WEB_DIST_DIR: z.string().default("./dist/web"),
});

export const DEMO_ADMIN_EMAIL = "admin@aiopshub.demo";
export const DEMO_ADMIN_PASSWORD = "demo-admin-123";
export const DEMO_GATE_PASSWORD = "ops-gate-demo";

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Demo mode only when asked for, or when no admin is configured at all on the embedded database (decision 112).
  const demoMode = e.DEMO_MODE ?? (!e.DATABASE_URL && !e.ADMIN_EMAIL && !e.ADMIN_PASSWORD);
  const adminEmail = e.ADMIN_EMAIL ?? (demoMode ? DEMO_ADMIN_EMAIL : undefined);
  const adminPassword = e.ADMIN_PASSWORD ?? (demoMode ? DEMO_ADMIN_PASSWORD : undefined);
  const gatePassword = e.SITE_GATE_PASSWORD ?? (demoMode ? DEMO_GATE_PASSWORD : undefined);
  const allowedOrigins = e.ALLOWED_ORIGINS.split(",").map((s) => s.trim()).filter(Boolean);
  if (e.PUBLIC_URL) allowedOrigins.push(new URL(e.PUBLIC_URL).origin);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    version: pkg.version,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { driver: "postgres" as const, url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { driver: "pglite" as const, dataDir: e.DATA_DIR },
    demoMode,
    /**
     * The sign-in screen's demo box: only the built-in demo credentials, never a password someone chose
     * (ADMIN_PASSWORD set, even with DEMO_MODE=true).
     */
    demoCredentials: demoMode && !e.ADMIN_PASSWORD && adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null,
    admin: {
      email: adminEmail,
      password: adminPassword,
      firstName: e.ADMIN_FIRST_NAME,
      lastName: e.ADMIN_LAST_NAME,
    },
    gate: {
      password: gatePassword,
      /** Shown on the gate page only for the demo password. */
      hint: demoMode && !e.SITE_GATE_PASSWORD ? DEMO_GATE_PASSWORD : null,
    },
    session: {
      ttlMs: e.SESSION_TTL_HOURS * 3600_000,
      cookieName: "aiops.sid",
      secure: e.COOKIE_SECURE,
    },
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? null,
    allowedOrigins,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimit: { authPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE, publicPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : null,
    webDistDir: e.WEB_DIST_DIR,
    jobs: { workers: e.JOB_WORKERS },
    timeZone: e.COMPANY_TIME_ZONE,
    ai: aiConfig(e),
    images: e.AI_IMAGES_MODEL
      ? {
          model: e.AI_IMAGES_MODEL,
          baseUrl: (e.AI_IMAGES_BASE_URL ?? e.AI_BASE_URL ?? "https://api.openai.com/v1").replace(/\/+$/, ""),
          apiKey: e.AI_IMAGES_API_KEY ?? e.AI_API_KEY ?? e.OPENAI_API_KEY ?? null,
          size: e.AI_IMAGES_SIZE,
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : null,
    tasks: {
      retryLimit: e.TASK_RETRY_LIMIT,
      retryDelaySeconds: e.TASK_RETRY_DELAY_SECONDS,
      staleSeconds: e.TASK_STALE_SECONDS,
      concurrency: e.TASK_CONCURRENCY ?? Math.max(10, availableParallelism() * 8),
    },
    standupCron: e.STANDUP_CRON,
    integrationTimeoutMs: e.INTEGRATION_TIMEOUT_MS,
    slack: {
      botToken: e.SLACK_BOT_TOKEN ?? null,
      channelId: e.SLACK_CHANNEL_ID ?? null,
      apiUrl: e.SLACK_API_URL.endsWith("/") ? e.SLACK_API_URL : `${e.SLACK_API_URL}/`,
    },
    skipTrace: { apiKey: e.SKIP_TRACE_API_KEY ?? null, apiUrl: e.SKIP_TRACE_API_URL.replace(/\/$/, ""), costCents: e.SKIP_TRACE_COST_CENTS },
    whatsapp: {
      token: e.WHATSAPP_TOKEN ?? null,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID ?? null,
      appSecret: e.WHATSAPP_APP_SECRET ?? null,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ""),
      businessAccountId: e.WHATSAPP_BUSINESS_ACCOUNT_ID ?? null,
    },
    stormCampaign: { template: e.STORM_CAMPAIGN_TEMPLATE },
    outbox: { retryLimit: e.OUTBOX_RETRY_LIMIT, retryDelaySeconds: e.OUTBOX_RETRY_DELAY_SECONDS },
    linkedin: {
      clientId: e.LINKEDIN_CLIENT_ID ?? null,
      clientSecret: e.LINKEDIN_CLIENT_SECRET ?? null,
      authUrl: e.LINKEDIN_AUTH_URL.replace(/\/$/, ""),
      apiUrl: e.LINKEDIN_API_URL.replace(/\/$/, ""),
      scopes: e.LINKEDIN_SCOPES,
    },
    facebook: {
      appId: e.FACEBOOK_APP_ID ?? null,
      appSecret: e.FACEBOOK_APP_SECRET ?? null,
      authUrl: e.FACEBOOK_AUTH_URL,
      graphUrl: e.FACEBOOK_GRAPH_URL.replace(/\/$/, ""),
    },
    hailRisk: {
      importMaxBytes: e.HAIL_IMPORT_MAX_BYTES,
    },
    kpiCacheMs: e.KPI_CACHE_MS,
    lists: { countsKept: e.LIST_COUNTS_KEPT },
    stormMatch: { radiusMiles: e.STORM_MATCH_RADIUS_MILES, minSizeInches: e.STORM_MATCH_MIN_SIZE_IN, chunkProperties: e.STORM_MATCH_CHUNK_PROPERTIES, chunkTargetMs: e.STORM_MATCH_CHUNK_MS ?? (e.DATABASE_URL ? 0 : 75), parallelChunks: e.DATABASE_URL ? e.STORM_MATCH_PARALLEL : 1 },
    properties: { importMaxBytes: e.PROPERTY_IMPORT_MAX_BYTES },
    spc: {
      todayHailUrl: e.SPC_TODAY_HAIL_URL ?? null,
      timeoutMs: e.SPC_TIMEOUT_MS,
      pollIntervalMinutes: e.SPC_POLL_INTERVAL_MINUTES,
      pollSeason: e.SPC_POLL_SEASON.split("-").map(Number) as [number, number],
    },
    map: { tileUrl: e.MAP_TILE_URL ?? null },
    landing: { whatsappNumber: e.LANDING_WHATSAPP_NUMBER ?? null, formMinFillMs: e.LANDING_FORM_MIN_FILL_MS, formPerHour: e.LANDING_FORM_PER_HOUR },
    marketing: { outreachDailyTarget: e.MARKETING_OUTREACH_DAILY_TARGET },
    github: { webhookSecret: e.GITHUB_WEBHOOK_SECRET ?? null },
    metricsToken: e.METRICS_TOKEN ?? null,
    health: { sampleCron: e.HEALTH_SAMPLE_CRON, heartbeatSeconds: e.HEARTBEAT_SECONDS },
    reports: {
      technicalHealth: e.REPORT_TECHNICAL_HEALTH_CRON,
      infrastructureReview: e.REPORT_INFRASTRUCTURE_CRON,
      securityAudit: e.REPORT_SECURITY_CRON,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: e.STRIPE_API_URL,
      timeoutMs: e.STRIPE_TIMEOUT_MS,
    },
  };
}

export interface AiConfig {
  provider: "openai" | "openai-compatible" | "anthropic";
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  retryDelayMs: number;
  historyTokenBudget: number;
}

/** The language-model settings, or null (offline) when AI_PROVIDER is unset. */
function aiConfig(e: z.infer<typeof envSchema>): AiConfig | null {
  if (!e.AI_PROVIDER) return null;
  const missing: string[] = [];
  if (!e.AI_MODEL) missing.push("AI_MODEL");
  if (e.AI_PROVIDER === "openai-compatible" && !e.AI_BASE_URL) missing.push("AI_BASE_URL");
  const apiKey = e.AI_API_KEY ?? (e.AI_PROVIDER === "anthropic" ? undefined : e.OPENAI_API_KEY);
  if (e.AI_PROVIDER !== "openai-compatible" && !apiKey) missing.push("AI_API_KEY");
  if (missing.length) throw new Error(`Invalid configuration:\n  AI_PROVIDER=${e.AI_PROVIDER} needs ${missing.join(", ")}`);
  const defaults = { openai: "https://api.openai.com/v1", anthropic: "https://api.anthropic.com/v1", "openai-compatible": "" };
  return {
    provider: e.AI_PROVIDER,
    baseUrl: (e.AI_BASE_URL ?? defaults[e.AI_PROVIDER]).replace(/\/+$/, ""),
    apiKey,
    model: e.AI_MODEL!,
    timeoutMs: e.AI_TIMEOUT_MS,
    retryDelayMs: e.AI_RETRY_DELAY_MS,
    historyTokenBudget: e.AI_HISTORY_TOKEN_BUDGET,
  };
}
