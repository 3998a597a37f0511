import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

/** Spec 01 §3. Columns are snake_case; TypeScript fields match the contract. */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  industry: text("industry"),
  website: text("website"),
  plan: text("plan").notNull().default("free"),
  status: text("status").notNull().default("active"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    password: text("password").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role").notNull().default("user"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    status: text("status").default("active"),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_company_id_idx").on(t.companyId)],
);

export const agents = pgTable(
  "agents",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    systemPrompt: text("system_prompt").notNull(),
    description: text("description"),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    status: text("status").default("active"),
    /** Language-model override for this agent (AI_MODEL otherwise). */
    model: text("model"),
    createdAt: createdAt(),
  },
  (t) => [index("agents_role_idx").on(t.role)],
);

export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    projectContext: text("project_context"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    priority: text("priority").notNull().default("normal"),
    status: text("status").notNull().default("active"),
    summary: text("summary"),
    lastActivity: timestamp("last_activity", { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("conversations_user_id_idx").on(t.userId, t.lastActivity),
    index("conversations_agent_id_idx").on(t.agentId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_id_idx").on(t.conversationId, t.id)],
);

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    priority: text("priority").notNull().default("medium"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    /** Seeded demonstration rows, badged "Sample data" on screen. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("tasks_agent_id_idx").on(t.agentId, t.createdAt)],
);

export const strategicObjectives = pgTable(
  "strategic_objectives",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    targetMetric: text("target_metric"),
    targetValue: text("target_value"),
    currentValue: text("current_value"),
    priority: text("priority").notNull().default("medium"),
    status: text("status").notNull().default("active"),
    deadline: timestamp("deadline", { withTimezone: true }),
    assignedAgents: text("assigned_agents").array().notNull().default(sql`'{}'::text[]`),
    collaborativeContext: jsonb("collaborative_context").$type<Record<string, unknown>>(),
    progressNotes: text("progress_notes").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("strategic_objectives_company_id_idx").on(t.companyId)],
);

export const agentActions = pgTable(
  "agent_actions",
  {
    id: serial("id").primaryKey(),
    objectiveId: integer("objective_id")
      .notNull()
      .references(() => strategicObjectives.id, { onDelete: "cascade" }),
    agentId: integer("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    agentRole: text("agent_role").notNull(),
    actionType: text("action_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    recommendations: text("recommendations").array().notNull().default(sql`'{}'::text[]`),
    dependencies: text("dependencies").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("pending"),
    priority: text("priority").notNull().default("medium"),
    estimatedHours: integer("estimated_hours"),
    actualHours: integer("actual_hours"),
    deliverables: text("deliverables").array().notNull().default(sql`'{}'::text[]`),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("agent_actions_objective_id_idx").on(t.objectiveId),
    index("agent_actions_agent_id_idx").on(t.agentId),
  ],
);

export const systemMetrics = pgTable(
  "system_metrics",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    service: text("service").notNull(),
    metric: text("metric").notNull(),
    value: text("value").notNull(),
    timestamp: timestamp("timestamp", { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean("is_sample").notNull().default(false),
  },
  (t) => [index("system_metrics_company_id_idx").on(t.companyId, t.timestamp)],
);

export const dataSources = pgTable(
  "data_sources",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("active"),
    config: jsonb("config").$type<Record<string, unknown>>(),
    lastSync: timestamp("last_sync", { withTimezone: true }),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("data_sources_company_id_idx").on(t.companyId)],
);

/** Deployments shown on the dashboard (spec 01 §2); seeded rows are sample data. */
export const deployments = pgTable(
  "deployments",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    environment: text("environment").notNull(),
    status: text("status").notNull(),
    deployedAt: timestamp("deployed_at", { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    /** Where it came from (github, ingest:<token name>) and its id there, so a later status updates the same row. */
    source: text("source"),
    externalId: text("external_id"),
    repository: text("repository"),
    commitSha: text("commit_sha"),
    url: text("url"),
  },
  (t) => [
    index("deployments_company_id_idx").on(t.companyId, t.deployedAt),
    uniqueIndex("deployments_source_external_idx").on(t.source, t.externalId),
  ],
);

/** Code-quality scans (spec 01 §2); the seeded one is sample data. */
export const codeQualityReports = pgTable(
  "code_quality_reports",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    testCoverage: integer("test_coverage"),
    securityScore: text("security_score").notNull(),
    techDebt: text("tech_debt").notNull(),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
    isSample: boolean("is_sample").notNull().default(false),
    /** From a CI report (POST /api/ingest/quality): repository, source, exact figures. */
    repository: text("repository"),
    source: text("source"),
    coverage: real("coverage"),
    findings: jsonb("findings").$type<{ critical: number; high: number; medium: number; low: number }>(),
    lintIssues: integer("lint_issues"),
    techDebtItems: integer("tech_debt_items"),
    commitSha: text("commit_sha"),
  },
  (t) => [index("code_quality_reports_company_id_idx").on(t.companyId, t.scannedAt)],
);

/** Sessions (spec 01 §3): sid, sess, expire — the connect-pg-simple layout. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid").primaryKey(),
    sess: jsonb("sess").$type<SessionData>().notNull(),
    expire: timestamp("expire", { precision: 6, withTimezone: true }).notNull(),
    /** The signed-in user (sess.userId as a column: a user's sessions are listed and ended by it). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Where the session was started from: client address and browser, for the admin's session list. */
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_id_idx").on(t.userId)],
);

export interface SessionData {
  userId?: number;
  gatePassed?: boolean;
  /** OpenID Connect state while a Google sign-in is under way. */
  oidc?: { state: string; nonce: string; codeVerifier: string; createdAt: number };
}

/** Small key/value facts about this database, such as which seed steps ran. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>(),
  updatedAt: updatedAt(),
});
