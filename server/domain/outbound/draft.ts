import { and, eq, inArray, sql } from "drizzle-orm";
import { HttpError } from "../../lib/http-error";
import type PgBoss from "pg-boss";
import type { Tx } from "../../db/client";
import { contactOptOuts, outboundMessages, outboxAutoApprove } from "../../db/schema";

/**
 * The approval queue's one writer of drafts (decision 072). Every agent, campaign, launch,
 * standup or social path that wants something to leave the building calls draftOutbound()
 * instead of sending: the draft is checked (opt-out, consent, WhatsApp's 24-hour window) and
 * stored for a person to approve. Only features/approvals' sender job sends, and only
 * approved rows.
 */

export const OUTBOUND_KINDS = ["whatsapp_text", "whatsapp_template", "slack_post", "social_post"] as const;
export type OutboundKind = (typeof OUTBOUND_KINDS)[number];
export const OUTBOUND_CHANNELS = ["whatsapp", "slack", "linkedin", "facebook"] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];
export const OUTBOUND_STATUSES = ["drafted", "approved", "rejected", "sending", "sent", "failed"] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
export const DRAFTED_BY = ["agent", "campaign", "launch", "standup", "user"] as const;
export type DraftedBy = (typeof DRAFTED_BY)[number];

/** WhatsApp's customer-service window: free text only within this long of the contact's last message. */
export const WHATSAPP_WINDOW_HOURS = 24;
/** Inbound words that mean "stop writing to me" (English and Spanish), matched on the whole trimmed message. */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "BAJA", "ALTO", "PARAR", "DETENER", "CANCELAR"];

export function isOptOutMessage(body: string | null | undefined) {
  if (!body) return false;
  const word = body
    .trim()
    .toUpperCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[.!¡\s]+/g, "");
  return OPT_OUT_KEYWORDS.includes(word);
}

/** The digits of a phone number: how WhatsApp names a contact (wa_id) and how we compare them. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");

/** A draft that must not exist (opted out, no consent, free text outside the window): 422 with the reason. */
export class OutboxRefusal extends HttpError {
  constructor(
    message: string,
    public readonly refusal: "opted_out" | "no_consent" | "window_closed" | "invalid",
  ) {
    super(422, message, "OUTBOX_REFUSED");
    this.name = "OutboxRefusal";
  }
}

export interface DraftInput {
  kind: OutboundKind;
  channel: OutboundChannel;
  recipient: string;
  recipientName?: string | null;
  leadId?: number | null;
  campaignId?: number | null;
  body: string;
  template?: { name: string; language: string; variables: string[] } | null;
  reason: string;
  sourceRef?: string | null;
  draftedBy: DraftedBy;
  agentRole?: string | null;
  userId?: number | null;
}

export type OutboundRow = typeof outboundMessages.$inferSelect;

/** What we know about a WhatsApp contact before writing to them. */
export interface ContactState {
  optedOut: { at: Date; source: string } | null;
  /** The contact's last inbound message, if any. */
  lastInboundAt: Date | null;
  /** Inside the 24-hour customer-service window. */
  windowOpen: boolean;
  /** Why we may write to them: a recorded consent for WhatsApp, or their own message in the window. */
  consent: { source: "consent_record" | "inbound_message"; at: Date } | null;
}

/** Opt-out, last inbound message, window and consent of one WhatsApp contact (and its lead, if any). */
export async function whatsappContactState(db: Tx, phone: string, leadId?: number | null, now = new Date()): Promise<ContactState> {
  const digits = phoneDigits(phone);
  const [optOut] = await db.select().from(contactOptOuts).where(and(eq(contactOptOuts.channel, "whatsapp"), eq(contactOptOuts.address, digits))).limit(1);
  const [inbound] = (
    await db.execute(sql`select max(created_at) as at from whatsapp_messages
      where direction = 'inbound' and regexp_replace(phone, '[^0-9]', '', 'g') = ${digits}`)
  ).rows as { at: string | Date | null }[];
  const lastInboundAt = inbound?.at ? new Date(inbound.at) : null;
  const windowOpen = !!lastInboundAt && now.getTime() - lastInboundAt.getTime() < WHATSAPP_WINDOW_HOURS * 3600_000;
  const lead = await leadContactState(db, digits, leadId ?? null);
  const optedOut = optOut ? { at: optOut.createdAt, source: optOut.source } : lead.optedOutAt ? { at: lead.optedOutAt, source: "lead" } : null;
  const consent = optedOut
    ? null
    : lead.consentAt
      ? { source: "consent_record" as const, at: lead.consentAt }
      : windowOpen && lastInboundAt
        ? { source: "inbound_message" as const, at: lastInboundAt }
        : null;
  return { optedOut, lastInboundAt, windowOpen, consent };
}

/**
 * The lead side of a contact: whether a lead with this phone (or the given lead) opted out, and
 * its latest WhatsApp consent that was not withdrawn.
 */
async function leadContactState(db: Tx, digits: string, leadId: number | null): Promise<{ optedOutAt: Date | null; consentAt: Date | null }> {
  const rows = (
    await db.execute(sql`select
        (select max(l.opted_out_at) from leads l
          where l.id = ${leadId ?? -1} or (l.contact_phone is not null and regexp_replace(l.contact_phone, '[^0-9]', '', 'g') = ${digits})) as opted_out_at,
        (select max(c.given_at) from lead_consents c join leads l on l.id = c.lead_id
          where c.withdrawn_at is null and 'whatsapp' = any(c.channels)
            and (l.id = ${leadId ?? -1} or (l.contact_phone is not null and regexp_replace(l.contact_phone, '[^0-9]', '', 'g') = ${digits}))) as consent_at`)
  ).rows as { opted_out_at: string | Date | null; consent_at: string | Date | null }[];
  const r = rows[0];
  return { optedOutAt: r?.opted_out_at ? new Date(r.opted_out_at) : null, consentAt: r?.consent_at ? new Date(r.consent_at) : null };
}

/** Why a WhatsApp message to this contact may not be drafted or sent now, or null when it may. */
export function whatsappRefusal(kind: OutboundKind, state: ContactState): OutboxRefusal | null {
  if (state.optedOut)
    return new OutboxRefusal(`Refused: this contact opted out of WhatsApp messages on ${state.optedOut.at.toISOString().slice(0, 10)} (they wrote STOP/BAJA or WhatsApp reported it).`, "opted_out");
  if (!state.consent) return new OutboxRefusal("Refused: there is no consent record for WhatsApp from this contact, and they have not written to us in the last 24 hours.", "no_consent");
  if (kind === "whatsapp_text" && !state.windowOpen)
    return new OutboxRefusal(
      `Free text is only allowed within ${WHATSAPP_WINDOW_HOURS} hours of the contact's last message; outside that window only an approved template may be sent.`,
      "window_closed",
    );
  return null;
}

/** The kinds an admin allowed to skip approval. */
export async function autoApprovedKinds(db: Tx): Promise<OutboundKind[]> {
  return (await db.select({ kind: outboxAutoApprove.kind }).from(outboxAutoApprove)).map((r) => r.kind as OutboundKind);
}

/**
 * Stores a draft (or refuses it with the reason). A kind an admin allowed to skip approval is
 * stored approved (approved_via "rule"); the caller queues it with sendApprovedLater() after its
 * transaction. Campaign drafts are unique per campaign, lead and channel: a second call returns null.
 */
export async function draftOutbound(tx: Tx, input: DraftInput): Promise<OutboundRow | null> {
  const body = input.body.trim();
  if (!body) throw new OutboxRefusal("The message is empty.", "invalid");
  if (input.kind === "whatsapp_template" && !input.template?.name) throw new OutboxRefusal("A template message needs the template's name and language.", "invalid");
  let recipient = input.recipient.trim();
  if (input.channel === "whatsapp") {
    recipient = phoneDigits(recipient);
    if (!/^\d{8,15}$/.test(recipient)) throw new OutboxRefusal("The recipient is not a phone number with its country code.", "invalid");
    const refusal = whatsappRefusal(input.kind, await whatsappContactState(tx, recipient, input.leadId));
    if (refusal) throw refusal;
  }
  const auto = (await autoApprovedKinds(tx)).includes(input.kind);
  const now = new Date();
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      kind: input.kind,
      channel: input.channel,
      recipient,
      recipientName: input.recipientName ?? null,
      leadId: input.leadId ?? null,
      campaignId: input.campaignId ?? null,
      body,
      templateName: input.template?.name ?? null,
      templateLanguage: input.template?.language ?? null,
      templateVariables: input.template?.variables ?? null,
      reason: input.reason,
      sourceRef: input.sourceRef ?? null,
      draftedBy: input.draftedBy,
      agentRole: input.agentRole ?? null,
      draftedByUser: input.userId ?? null,
      status: auto ? "approved" : "drafted",
      approvedVia: auto ? "rule" : null,
      approvedAt: auto ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Records that a contact asked to stop (idempotent); the caller also marks their leads. */
export async function recordContactOptOut(tx: Tx, entry: { channel: OutboundChannel; address: string; source: "inbound_keyword" | "provider_signal" | "operator"; detail?: string }) {
  const address = entry.channel === "whatsapp" ? phoneDigits(entry.address) : entry.address;
  const [row] = await tx
    .insert(contactOptOuts)
    .values({ channel: entry.channel, address, source: entry.source, detail: entry.detail ?? null })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** A reply from a contact: the latest sent outbound message to them (before the reply) counts as replied. */
export async function markOutboundReplied(tx: Tx, phone: string, at: Date) {
  const digits = phoneDigits(phone);
  await tx.execute(sql`update outbound_messages set replied_at = ${at.toISOString()}, updated_at = now()
    where id = (select id from outbound_messages where channel = 'whatsapp' and recipient = ${digits} and status = 'sent'
      and replied_at is null and sent_at <= ${at.toISOString()} order by sent_at desc limit 1)`);
}

/** The ids of approved rows not yet sent (queued again when workers start). */
export async function approvedUnsent(db: Tx) {
  return (await db.select({ id: outboundMessages.id }).from(outboundMessages).where(inArray(outboundMessages.status, ["approved", "sending"]))).map((r) => r.id);
}

/** The sender job (features/approvals): sends one approved row. */
export const OUTBOX_SEND_JOB = "outbox.send";

/** Queues approved rows for the sender, after the transaction that approved them committed. */
export async function queueSends(jobs: { send(name: string, data: object, options?: PgBoss.SendOptions): Promise<unknown> }, ids: number[], retry: { retryLimit: number; retryDelaySeconds: number }) {
  for (const id of ids)
    await jobs.send(OUTBOX_SEND_JOB, { id }, { retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: retry.retryDelaySeconds > 0, singletonKey: `outbox-${id}` });
}
