import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./core";
import { campaigns, leads } from "./operations";

/**
 * The approval queue (decision 072): every message or post an agent, a campaign,
 * the launch flow or the standup drafts is stored here first; only an approved
 * row is sent, by the outbox.send job.
 */
export const outboundMessages = pgTable(
  "outbound_messages",
  {
    id: serial("id").primaryKey(),
    /** whatsapp_text | whatsapp_template | slack_post | social_post */
    kind: text("kind").notNull(),
    /** whatsapp | slack | linkedin | facebook */
    channel: text("channel").notNull(),
    /** A phone number (digits, country code first), a Slack channel, a social account. */
    recipient: text("recipient").notNull(),
    /** Who the recipient is, in words (owner name, "#channel", "LinkedIn page"). */
    recipientName: text("recipient_name"),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    templateName: text("template_name"),
    templateLanguage: text("template_language"),
    templateVariables: jsonb("template_variables").$type<string[]>(),
    /** What the draft is of, for the sender to record the send there ("standup:12"). */
    sourceRef: text("source_ref"),
    /** Why it was drafted, in words an operator reads. */
    reason: text("reason").notNull(),
    /** The reason as a code (OUTBOX_REASON_*) and its parameters, for the reader's language (decision 111); null for a reason without one. */
    reasonCode: text("reason_code"),
    reasonParams: jsonb("reason_params").$type<Record<string, string | number>>(),
    /** agent | campaign | launch | standup | user */
    draftedBy: text("drafted_by").notNull(),
    /** The agent's role when an agent drafted it (cmo, social, coo …). */
    agentRole: text("agent_role"),
    draftedByUser: integer("drafted_by_user").references(() => users.id, { onDelete: "set null" }),
    /** drafted → approved | rejected; approved → sending → sent | failed */
    status: text("status").notNull().default("drafted"),
    approvedBy: integer("approved_by").references(() => users.id, { onDelete: "set null" }),
    /** person | rule (a kind an admin allowed to skip approval) */
    approvedVia: text("approved_via"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rejectedBy: integer("rejected_by").references(() => users.id, { onDelete: "set null" }),
    rejectedAt: timestamp("rejected_at", { withTimezone: true }),
    rejectReason: text("reject_reason"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    /** Set when the recipient wrote back after the send (campaign figures). */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbound_messages_status_created_idx").on(t.status, t.createdAt),
    index("outbound_messages_campaign_idx").on(t.campaignId),
    index("outbound_messages_lead_idx").on(t.leadId),
    // A campaign drafts one message per lead: a second run of the same storm day adds only new leads.
    uniqueIndex("outbound_messages_campaign_lead_idx").on(t.campaignId, t.leadId, t.channel).where(sql`campaign_id is not null and lead_id is not null`),
  ],
);

/** Contacts that asked us to stop (STOP / BAJA, or the provider's opt-out signal), by channel and address. */
export const contactOptOuts = pgTable(
  "contact_opt_outs",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    /** Phone digits for WhatsApp. */
    address: text("address").notNull(),
    /** inbound_keyword | provider_signal | operator */
    source: text("source").notNull(),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contact_opt_outs_channel_address_idx").on(t.channel, t.address)],
);

/** Kinds of outbound message an admin allowed to skip approval (default: none). */
export const outboxAutoApprove = pgTable("outbox_auto_approve", {
  kind: text("kind").primaryKey(),
  enabledBy: integer("enabled_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
