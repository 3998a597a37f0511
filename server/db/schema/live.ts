import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The live hub (issue 11, decisions 050–052): what the product's own probes,
 * its integrations' checks and outside events (GitHub, CI) have stored.
 */

/** Request figures of one instance over its last measured requests (plugins/metrics.ts). */
export interface RequestWindow {
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  serverErrors: number;
  clientErrors: number;
  notConfigured: number;
}

/** One row per running instance, rewritten on a timer (plugins/heartbeat.ts). */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  instanceId: text("instance_id").primaryKey(),
  hostname: text("hostname").notNull(),
  pid: integer("pid").notNull(),
  runsWorkers: boolean("runs_workers").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  beatAt: timestamp("beat_at", { withTimezone: true }).notNull().defaultNow(),
  requests: jsonb("requests").$type<RequestWindow>(),
});

/** The last live check of each integration or import, with its last success and last error. */
export const integrationChecks = pgTable("integration_checks", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  state: text("state").notNull().default("not_configured"),
  message: text("message").notNull().default(""),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  lastError: text("last_error"),
  latencyMs: real("latency_ms"),
});

/** The health model sampled on a schedule (contract/health.ts systemHealthSchema, without history). */
export const healthSamples = pgTable(
  "health_samples",
  {
    id: serial("id").primaryKey(),
    sampledAt: timestamp("sampled_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index("health_samples_sampled_at_idx").on(t.sampledAt)],
);

/** GitHub webhook deliveries already accepted (the replay guard, by X-GitHub-Delivery). */
export const githubDeliveries = pgTable("github_deliveries", {
  deliveryId: text("delivery_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Per-source tokens for POST /api/ingest/*: only a SHA-256 of the token is kept. */
export const ingestTokens = pgTable("ingest_tokens", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  /** The first characters, to recognise a token in the list. */
  prefix: text("prefix").notNull(),
  createdBy: integer("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/** The weekly reports (Technical Health, Infrastructure Review, Security Audit Summary), one per kind and week. */
export const weeklyReports = pgTable(
  "weekly_reports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    /** The company-time-zone date the report is for (YYYY-MM-DD). */
    periodKey: text("period_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    figures: jsonb("figures").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    engine: text("engine").notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
    slackPostedAt: timestamp("slack_posted_at", { withTimezone: true }),
    slackError: text("slack_error"),
  },
  (t) => [uniqueIndex("weekly_reports_kind_period_idx").on(t.kind, t.periodKey)],
);
