import { sql } from "drizzle-orm";
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, real, serial, text, timestamp, unique, uniqueIndex, type PgColumn } from "drizzle-orm/pg-core";
import { storedSearchText } from "./search";
import { users } from "./core";
import { properties } from "./properties";

/** Spec 02 §3: the operations console's stored data (leads, activity, standups, messaging, launches, social). */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Hail evidence behind a storm-hit lead: one entry per storm day (decision 071). */
export interface StormHitEvidence {
  stormDay: string;
  sizeInches: number;
  distanceMiles: number;
  source: string;
  sourceId: string;
  lat: number;
  lon: number;
}
export interface LeadEvidence {
  stormHits?: StormHitEvidence[];
  /** The ZIP's hail answer when the lead asked for an assessment on the landing page (issue 9, decision 044). */
  hailRisk?: LandingHailEvidence;
}

/** A snapshot of GET /api/hail-risk's answer at the moment of the request. */
export interface LandingHailEvidence {
  zip: string;
  checkedAt: string;
  status: "rated" | "no-reports" | "no-data" | "unknown-zip";
  message: string;
  tier: string | null;
  percentile: number | null;
  hailDaysPerYear: number | null;
  hailDays: number | null;
  yearsCounted: number | null;
  years: string | null;
  largestHailInches: number | null;
  recentStorm: { date: string; sizeInches: number; distanceMiles: number; reports: number; source: string; withinClaimWindow: boolean } | null;
}

/**
 * Leads of both platforms in one model (decision 070): where the lead came from (`source`), its
 * lifecycle (`status`: new → contacted → qualified → converted, or lost with `lost_reason`), its
 * owner (an operator or an agent), contact details (phone in E.164), the property it is about and
 * the hail evidence behind it. Written only through server/domain/leads.ts.
 */
export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    platform: text("platform").notNull().default("roofstrike"),
    /** landing | storm_match | skip_trace | whatsapp | aria | manual */
    source: text("source").notNull().default("manual"),
    /** What in the source made the lead (a landing submission id, an Aria conversation id, a WhatsApp message id). */
    sourceRef: text("source_ref"),
    propertyAddress: text("property_address").notNull().default(""),
    /** De-duplication key (server/lib/address.ts); null when the lead has no address. */
    normalizedAddress: text("normalized_address"),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "set null" }),
    ownerName: text("owner_name").notNull(),
    companyName: text("company_name"),
    zipCode: text("zip_code"),
    estimatedValue: integer("estimated_value").notNull().default(0),
    priority: text("priority").notNull().default("medium"),
    notes: text("notes"),
    /** new | contacted | qualified | converted | lost */
    status: text("status").notNull().default("new"),
    lostReason: text("lost_reason"),
    /** The operator who owns the lead, or else the agent (by role); neither: unassigned. */
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    ownerAgentRole: text("owner_agent_role"),
    /** Preferred language of the contact (en | es), for outreach. */
    locale: text("locale"),
    evidence: jsonb("evidence").$type<LeadEvidence>().notNull().default(sql`'{}'::jsonb`),
    /** Set when the contact asked not to be contacted (STOP / BAJA or the provider's opt-out). */
    optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
    stormDate: timestamp("storm_date", { withTimezone: true }),
    /** Skip trace: none | queued | traced | failed. A traced lead is never traced again. */
    traceStatus: text("trace_status").notNull().default("none"),
    traceError: text("trace_error"),
    contactEmail: text("contact_email"),
    /** E.164 (server/lib/phone.ts). */
    contactPhone: text("contact_phone"),
    confidenceScore: integer("confidence_score"),
    traceSource: text("trace_source"),
    traceCostCents: integer("trace_cost_cents"),
    tracedAt: timestamp("traced_at", { withTimezone: true }),
    /** Revenue booked when the lead converted, in whole dollars. */
    revenue: integer("revenue"),
    convertedAt: timestamp("converted_at", { withTimezone: true }),
    /** The earliest `contacted` event's time, kept by a trigger on lead_events (decision 090). */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What a list search looks in (decision 131): address, names, ZIP, phone and e-mail, lower-cased, kept by the database. */
    searchText: text("search_text").notNull().generatedAlwaysAs(storedSearchText("property_address", "owner_name", "company_name", "zip_code", "contact_phone", "contact_email")),
  },
  (t) => [
    // The list's order is (created_at, id) newest first; with the id, a keyset page is one index range (decision 094).
    index("leads_list_idx").on(t.createdAt, t.id),
    index("leads_platform_created_idx").on(t.platform, t.createdAt, t.id),
    index("leads_trace_status_idx").on(t.traceStatus),
    index("leads_status_idx").on(t.status, t.createdAt, t.id),
    index("leads_source_idx").on(t.source, t.createdAt, t.id),
    // pg_trgm (migration 0016 creates the extension; PGlite loads it in server/db/client.ts).
    // A pending list of at most 1 MB (decision 131): PGlite has no autovacuum to empty one and every search reads it whole,
    // but without one each lead written updates ~60 trigram entries in place (a storm's 1,000-lead chunk: 36 → 230 ms on PGlite).
    index("leads_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: true, gin_pending_list_limit: 1024 }),
    index("leads_phone_idx").on(t.platform, t.contactPhone),
    index("leads_property_idx").on(t.propertyId),
    index("leads_real_idx").on(t.id).where(sql`not is_sample`),
    index("leads_platform_converted_idx").on(t.platform, t.convertedAt).where(sql`converted_at is not null`),
    uniqueIndex("leads_platform_address_idx").on(t.platform, t.normalizedAddress).where(sql`normalized_address is not null`),
  ],
);

/**
 * The KPI rollups (decision 090): leads counted per UTC creation day × conversion day (null: not
 * converted) × platform × source × sample flag, with what the KPI and trend panels add up. Kept by
 * statement-level triggers on leads (migration 0014) in the transaction of every write; never
 * written by application code.
 */
export const leadRollups = pgTable(
  "lead_rollups",
  {
    createdDay: date("created_day", { mode: "string" }).notNull(),
    convertedDay: date("converted_day", { mode: "string" }),
    platform: text("platform").notNull(),
    source: text("source").notNull(),
    isSample: boolean("is_sample").notNull(),
    leads: integer("leads").notNull().default(0),
    /** Leads whose skip trace succeeded, and the sum of their confidence scores. */
    tracedLeads: integer("traced_leads").notNull().default(0),
    confidenceSum: bigint("confidence_sum", { mode: "number" }).notNull().default(0),
    /** Leads with a first contact, and the sum of their minutes from creation to it. */
    contactedLeads: integer("contacted_leads").notNull().default(0),
    responseMinutesSum: numeric("response_minutes_sum").notNull().default("0"),
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    unique("lead_rollups_key").on(t.createdDay, t.convertedDay, t.platform, t.source, t.isSample).nullsNotDistinct(),
    index("lead_rollups_converted_idx").on(t.convertedDay).where(sql`converted_day is not null`),
  ],
);

/** Leads per UTC creation day × platform × ZIP × sample flag (the top market), kept like lead_rollups. */
export const leadZipRollups = pgTable(
  "lead_zip_rollups",
  {
    createdDay: date("created_day", { mode: "string" }).notNull(),
    platform: text("platform").notNull(),
    zipCode: text("zip_code").notNull(),
    isSample: boolean("is_sample").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ name: "lead_zip_rollups_pkey", columns: [t.createdDay, t.platform, t.zipCode, t.isSample] })],
);

/**
 * A lead's timeline: created, updated, storm_hit, contacted (outbound contact), status_changed,
 * owner_changed, note, consent, opted_out, converted, payment. `actor` says who did it
 * (user | agent | system) and `actor_id` which one (a user id or an agent role).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    channel: text("channel"),
    actor: text("actor").notNull().default("system"),
    actorId: text("actor_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
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
    /** launch (the Launch Command Center) | storm (drafted by campaign.storm for a storm day's hit leads) */
    kind: text("kind").notNull().default("launch"),
    /** Storm campaigns: the storm day (YYYY-MM-DD); one campaign per day. */
    stormDay: text("storm_day"),
    name: text("name"),
    /** pending | running | completed | failed */
    status: text("status").notNull().default("pending"),
    content: jsonb("content").$type<Record<string, unknown>>(),
    error: text("error"),
    model: text("model"),
    createdBy: integer("created_by"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("campaigns_created_idx").on(t.createdAt), uniqueIndex("campaigns_storm_day_idx").on(t.stormDay).where(sql`kind = 'storm'`)],
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
