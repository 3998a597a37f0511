import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Spec 02 §3: the operations console's stored data (leads, activity, standups, messaging, launches, social). */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Leads of both platforms: skip-trace leads (RoofStrike) and DealEngineAI investor leads. */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    platform: text("platform").notNull().default("roofstrike"),
    propertyAddress: text("property_address").notNull(),
    ownerName: text("owner_name").notNull(),
    companyName: text("company_name"),
    zipCode: text("zip_code"),
    estimatedValue: integer("estimated_value").notNull().default(0),
    priority: text("priority").notNull().default("medium"),
    notes: text("notes"),
    /** new | contacted | qualified | converted (spec 02 §4, display only). */
    status: text("status").notNull().default("new"),
    stormDate: timestamp("storm_date", { withTimezone: true }),
    /** Skip trace: none | queued | traced | failed. A traced lead is never traced again. */
    traceStatus: text("trace_status").notNull().default("none"),
    traceError: text("trace_error"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    confidenceScore: integer("confidence_score"),
    traceSource: text("trace_source"),
    traceCostCents: integer("trace_cost_cents"),
    tracedAt: timestamp("traced_at", { withTimezone: true }),
    /** Revenue booked when the lead converted, in whole dollars. */
    revenue: integer("revenue"),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("leads_platform_created_idx").on(t.platform, t.createdAt),
    index("leads_trace_status_idx").on(t.traceStatus),
  ],
);

/** What happened to a lead and when: created, contacted (first outbound contact), converted. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    channel: text("channel"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_type_idx").on(t.leadId, t.type, t.occurredAt), index("lead_events_type_idx").on(t.type, t.occurredAt)],
);

/** The activity feed: real events only (task, lead, standup, campaign, command). */
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    agentRole: text("agent_role"),
    message: text("message").notNull(),
    /** The message's code and parameters, which the web translates (decision 060); null on older rows. */
    code: text("code"),
    params: jsonb("params").$type<Record<string, string | number>>(),
    /** active | completed */
    status: text("status").notNull().default("completed"),
    createdAt: createdAt(),
  },
  (t) => [index("activity_log_created_idx").on(t.createdAt)],
);

/** One daily standup per day (the unique date is the second guard behind the job queue's). */
export const standups = pgTable(
  "standups",
  {
    id: serial("id").primaryKey(),
    standupDate: text("standup_date").notNull(),
    message: text("message").notNull(),
    formattedMessage: text("formatted_message").notNull(),
    facts: jsonb("facts").$type<Record<string, unknown>>().notNull(),
    generatedBy: text("generated_by").notNull(),
    trigger: text("trigger").notNull().default("schedule"),
    postedToSlack: boolean("posted_to_slack").notNull().default(false),
    slackError: text("slack_error"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("standups_date_idx").on(t.standupDate)],
);

/** WhatsApp messages we sent and received, with their delivery statuses (from the webhook). */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: serial("id").primaryKey(),
    waMessageId: text("wa_message_id").notNull(),
    direction: text("direction").notNull(),
    platform: text("platform"),
    phone: text("phone").notNull(),
    template: text("template"),
    language: text("language"),
    body: text("body"),
    /** outbound: sent | delivered | read | failed; inbound: received */
    status: text("status").notNull(),
    /** Set on outbound messages when the contact wrote back. */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("whatsapp_messages_wa_id_idx").on(t.waMessageId), index("whatsapp_messages_phone_idx").on(t.phone, t.createdAt)],
);

/** Launch Command Center campaigns: generated content once the job finished. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    platform: text("platform").notNull(),
    /** pending | running | completed | failed */
    status: text("status").notNull().default("pending"),
    content: jsonb("content").$type<Record<string, unknown>>(),
    error: text("error"),
    model: text("model"),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("campaigns_created_idx").on(t.createdAt)],
);

/** OAuth tokens of connected social accounts; kept on the server, never sent to the browser. */
export const socialConnections = pgTable(
  "social_connections",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    account: text("account").notNull().default("shared"),
    accessToken: text("access_token").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    scope: text("scope"),
    accountName: text("account_name"),
    connectedBy: integer("connected_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("social_connections_provider_account_idx").on(t.provider, t.account)],
);

/** Weekly content calendars generated by the social media agent. */
export const socialCalendars = pgTable("social_calendars", {
  id: serial("id").primaryKey(),
  week: text("week").notNull(),
  themes: text("themes").array().notNull().default(sql`'{}'::text[]`),
  posts: jsonb("posts").$type<unknown[]>().notNull(),
  model: text("model"),
  createdAt: createdAt(),
});

/** Storm events (lead-generation panel); seeded rows are sample data. */
export const storms = pgTable("storms", {
  id: serial("id").primaryKey(),
  occurredOn: timestamp("occurred_on", { withTimezone: true }).notNull(),
  location: text("location").notNull(),
  severity: real("severity").notNull(),
  affectedProperties: integer("affected_properties").notNull(),
  averageClaimValue: integer("average_claim_value").notNull(),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: createdAt(),
});

/** The developer agent's work items (spec 02 §3); seeded rows are sample data. */
export const developerTasks = pgTable("developer_tasks", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  description: text("description").notNull(),
  priority: text("priority").notNull(),
  status: text("status").notNull(),
  estimatedTime: text("estimated_time"),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: createdAt(),
});
