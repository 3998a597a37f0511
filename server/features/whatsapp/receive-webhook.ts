import { and, desc, eq, isNull, ne } from "drizzle-orm";
import type { WhatsappWebhookResult, WhatsappWebhookVerifyQuery } from "../../../contract/whatsapp";
import type { Config } from "../../config";
import type { Db, Tx } from "../../db/client";
import { isOptOutMessage, markOutboundReplied, recordContactOptOut } from "../../domain/outbound";
import type { LeadPlatform } from "../../../contract/leads";
import { createOrUpdateLead, recordOptOut } from "../../domain/leads";
import { leads, whatsappMessages } from "../../db/schema";
import { validSignature } from "../../integrations/whatsapp/client";
import { HttpError } from "../../lib/http-error";

/** Meta's subscription handshake: the challenge back when the verify token matches. */
export function verifyWebhookSubscription(config: Config, q: WhatsappWebhookVerifyQuery) {
  const expected = config.whatsapp.verifyToken;
  if (!expected) throw new HttpError(503, "The WhatsApp webhook is not configured: set WHATSAPP_VERIFY_TOKEN.", "NOT_CONFIGURED");
  if (q["hub.mode"] !== "subscribe" || q["hub.verify_token"] !== expected) throw new HttpError(403, "Verify token mismatch");
  return q["hub.challenge"] ?? "";
}

const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

interface WebhookPayload {
  entry?: {
    changes?: {
      value?: {
        messages?: { id: string; from: string; timestamp?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
        contacts?: { wa_id?: string; profile?: { name?: string } }[];
        statuses?: { id: string; status: string; recipient_id?: string; timestamp?: string; errors?: { code?: number; title?: string }[] }[];
        /** WhatsApp's marketing-message preference changes: value "stop" is an opt-out. */
        user_preferences?: { wa_id: string; category?: string; value?: string; detail?: string }[];
      };
    }[];
  }[];
}

/** A signed event delivery (the exact bytes Meta signed): checked, then stored. */
export async function receiveWebhook({ db, config }: { db: Db; config: Config }, raw: Buffer, signature: string | undefined): Promise<WhatsappWebhookResult> {
  const secret = config.whatsapp.appSecret;
  if (!secret) throw new HttpError(503, "The WhatsApp webhook is not configured: set WHATSAPP_APP_SECRET.", "NOT_CONFIGURED");
  if (!validSignature(secret, raw, signature)) throw new HttpError(401, "Invalid X-Hub-Signature-256", "BAD_SIGNATURE");
  let payload: WebhookPayload;
  try {
    payload = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "Body is not JSON");
  }
  return { ok: true, ...(await db.transaction((tx) => storeWebhookEvents(tx, payload))) };
}

/**
 * Stores inbound messages (marking the last message we sent that number as replied) and delivery
 * statuses. An inbound STOP / BAJA, WhatsApp's "stop" preference and a send refused because the
 * contact stopped marketing messages (131050) mark the contact opted out (decision 072).
 */
async function storeWebhookEvents(db: Tx, payload: WebhookPayload) {
  let messages = 0;
  let statuses = 0;
  for (const entry of payload.entry ?? [])
    for (const change of entry.changes ?? []) {
      for (const msg of change.value?.messages ?? []) {
        const at = msg.timestamp ? new Date(Number(msg.timestamp) * 1000) : new Date();
        const [row] = await db
          .insert(whatsappMessages)
          .values({ waMessageId: msg.id, direction: "inbound", phone: msg.from, body: msg.text?.body ?? `[${msg.type ?? "message"}]`, status: "received", createdAt: at })
          .onConflictDoNothing({ target: whatsappMessages.waMessageId })
          .returning();
        if (!row) continue;
        messages++;
        await markOutboundReplied(db, msg.from, at);
        const text = msg.text?.body ?? msg.button?.text;
        if (isOptOutMessage(text)) await optOut(db, msg.from, "inbound_keyword", `The contact wrote "${text!.trim().slice(0, 20)}"`);
        const [last] = await db
          .select()
          .from(whatsappMessages)
          .where(and(eq(whatsappMessages.phone, msg.from), eq(whatsappMessages.direction, "outbound"), isNull(whatsappMessages.repliedAt)))
          .orderBy(desc(whatsappMessages.createdAt))
          .limit(1);
        if (last) {
          await db.update(whatsappMessages).set({ repliedAt: at }).where(eq(whatsappMessages.id, last.id));
          await db.update(whatsappMessages).set({ platform: last.platform }).where(eq(whatsappMessages.id, row.id));
        }
        const name = change.value?.contacts?.find((c) => c.wa_id === msg.from)?.profile?.name ?? null;
        await leadFromFirstMessage(db, { phone: msg.from, messageId: msg.id, name, platform: (last?.platform as LeadPlatform | undefined) ?? "roofstrike" }, row.id);
      }
      for (const pref of change.value?.user_preferences ?? [])
        if (pref.value === "stop") await optOut(db, pref.wa_id, "provider_signal", pref.detail ?? "WhatsApp: the contact stopped marketing messages");
      for (const st of change.value?.statuses ?? []) {
        if (st.status === "failed" && st.recipient_id && st.errors?.some((e) => e.code === 131050))
          await optOut(db, st.recipient_id, "provider_signal", "WhatsApp error 131050: the contact stopped marketing messages");
        const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, st.id));
        if (!row || (RANK[st.status] ?? 0) <= (RANK[row.status] ?? 0)) continue;
        await db.update(whatsappMessages).set({ status: st.status, updatedAt: new Date() }).where(eq(whatsappMessages.id, row.id));
        statuses++;
      }
    }
  return { messages, statuses };
}

/**
 * A person's first inbound WhatsApp message (the landing page's button opens this chat) creates
 * their lead, or updates the one with the same phone (issue 9; server/domain/leads.ts dedupes).
 */
async function leadFromFirstMessage(db: Db, m: { phone: string; messageId: string; name: string | null; platform: LeadPlatform }, rowId: number) {
  const [earlier] = await db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.phone, m.phone), eq(whatsappMessages.direction, "inbound"), ne(whatsappMessages.id, rowId)))
    .limit(1);
  if (earlier) return;
  await db.transaction((tx) =>
    createOrUpdateLead(tx, { platform: m.platform, source: "whatsapp", sourceRef: m.messageId, phone: `+${m.phone.replace(/\D/g, "")}`, ownerName: m.name }),
  );
}

/** The contact (by phone) is opted out: for every channel path that checks it (server/domain/outbound). */
async function optOut(db: Tx, phone: string, source: "inbound_keyword" | "provider_signal", detail: string) {
  const digits = phone.replace(/\D/g, "");
  await recordContactOptOut(db, { channel: "whatsapp", address: digits, source, detail });
  const matched = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.contactPhone, `+${digits}`), isNull(leads.optedOutAt)));
  for (const lead of matched) await recordOptOut(db, lead.id, { channel: "whatsapp", source, detail });
}
