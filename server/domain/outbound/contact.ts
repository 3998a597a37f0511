import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactOptOuts } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { OutboundChannel, OutboundKind } from "../../../contract/outbox";

/**
 * The rules with legal weight, in one place (decisions 072, 080): whether a WhatsApp contact
 * opted out (STOP/BAJA, the provider's signal), whether they consented, and whether their
 * 24-hour customer-service window is open. draftOutbound, approveOutbound and sendOutbound
 * each apply whatsappRefusal() to the contact's state at their moment.
 */

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
