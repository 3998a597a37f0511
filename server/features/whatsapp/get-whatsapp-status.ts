import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { WhatsappStatus, WhatsappTestRequest } from "../../../contract/whatsapp";
import { whatsappTestRequestSchema } from "../../../contract/whatsapp";
import { leadEvents, leads, whatsappMessages } from "../../db/schema";
import { sendTemplate, whatsappConfigured, whatsappStatus, WHATSAPP_NOT_CONFIGURED } from "../../integrations/whatsapp/client";
import { IntegrationError } from "../../integrations/status";
import { HttpError } from "../../plugins/errors";

/** What each template automation does (configuration, shown as text). */
export const AUTOMATIONS = {
  dealengineai: ["Investor welcome template (dealengineai_investor) in Spanish or English", "Replies are stored from the webhook and counted as responses"],
  roofstrike: ["Claim follow-up template (roofstrike_claim) with the property address", "Delivery and read receipts stored from the webhook"],
};

const PLATFORM: Record<string, "dealengineai" | "roofstrike"> = { dealengineai_investor: "dealengineai", roofstrike_claim: "roofstrike" };
const round = (v: number | null) => (v == null ? null : Math.round(v * 10) / 10);

export async function getWhatsappStatus(app: FastifyInstance): Promise<WhatsappStatus> {
  const status = await whatsappStatus(app.config);
  const [m] = (
    await app.database.db.execute(sql`select
      count(*) filter (where direction = 'outbound')::int as sent,
      count(*) filter (where direction = 'outbound' and status in ('delivered', 'read'))::int as delivered,
      count(*) filter (where direction = 'outbound' and replied_at is not null)::int as replied,
      count(*) filter (where direction = 'outbound' and platform = 'dealengineai')::int as de_messages,
      count(*) filter (where direction = 'outbound' and platform = 'dealengineai' and replied_at is not null)::int as de_replied,
      count(*) filter (where direction = 'outbound' and platform = 'roofstrike')::int as rs_messages,
      count(*) filter (where direction = 'outbound' and platform = 'roofstrike' and replied_at is not null)::int as rs_replied,
      (avg(extract(epoch from (replied_at - created_at)) / 60) filter (where direction = 'outbound' and platform = 'roofstrike' and replied_at is not null))::float8 as rs_response
      from whatsapp_messages`)
  ).rows as unknown as Record<string, number | null>[];
  const [lang] = (
    await app.database.db.execute(sql`select language from whatsapp_messages where direction = 'outbound' and platform = 'dealengineai' and language is not null
      group by language order by count(*) desc limit 1`)
  ).rows as unknown as { language: string }[];
  const sent = Number(m.sent ?? 0);
  return {
    status,
    metrics: {
      totalMessagesSent: sent,
      deliveryRate: sent ? round((Number(m.delivered) / sent) * 100) : null,
      responseRate: sent ? round((Number(m.replied) / sent) * 100) : null,
      platformBreakdown: {
        dealengineai: { messages: Number(m.de_messages ?? 0), conversions: Number(m.de_replied ?? 0), topLanguage: lang?.language ?? null },
        roofstrike: { messages: Number(m.rs_messages ?? 0), conversions: Number(m.rs_replied ?? 0), averageResponseTime: round(m.rs_response == null ? null : Number(m.rs_response)) },
      },
    },
    automations: AUTOMATIONS,
    webhook: { path: "/api/whatsapp/webhook", verifyTokenSet: !!app.config.whatsapp.verifyToken, appSecretSet: !!app.config.whatsapp.appSecret },
  };
}

export async function sendTestAutomation(app: FastifyInstance, input: WhatsappTestRequest) {
  const body = whatsappTestRequestSchema.parse(input);
  if (!whatsappConfigured(app.config)) throw new HttpError(503, WHATSAPP_NOT_CONFIGURED, "NOT_CONFIGURED");
  if (body.type === "roofstrike_claim" && !body.testData.address) throw new HttpError(400, "testData.address: The claim template needs a property address");
  const to = body.phoneNumber.replace(/[\s()-]/g, "");
  const language = body.testData.language === "en" ? "en_US" : "es_MX";
  try {
    const { messageId } = await sendTemplate(app.config, {
      to,
      template: body.type,
      language,
      parameters: body.type === "roofstrike_claim" ? [body.testData.address!] : [],
    });
    await app.database.db.insert(whatsappMessages).values({
      waMessageId: messageId, direction: "outbound", platform: PLATFORM[body.type], phone: to.replace(/^\+/, ""), template: body.type, language: body.testData.language, status: "sent",
    });
    // A message to a lead's traced phone is that lead's outbound contact (lead response time).
    const digits = to.replace(/\D/g, "");
    const matched = await app.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`regexp_replace(coalesce(${leads.contactPhone}, ''), '[^0-9]', '', 'g') = ${digits}`);
    if (matched.length) await app.database.db.insert(leadEvents).values(matched.map((l) => ({ leadId: l.id, type: "contacted", channel: "whatsapp" })));
    return { ok: true as const, message: `Test ${body.type} template sent to ${to}`, messageId };
  } catch (err) {
    if (err instanceof IntegrationError) throw new HttpError(502, err.message, "INTEGRATION_FAILED");
    throw err;
  }
}

const RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

interface WebhookPayload {
  entry?: {
    changes?: {
      value?: {
        messages?: { id: string; from: string; timestamp?: string; type?: string; text?: { body?: string } }[];
        statuses?: { id: string; status: string; recipient_id?: string; timestamp?: string }[];
      };
    }[];
  }[];
}

/** Stores inbound messages (marking the last message we sent that number as replied) and delivery statuses. */
export async function storeWebhook(app: FastifyInstance, payload: WebhookPayload) {
  const db = app.database.db;
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
      }
      for (const st of change.value?.statuses ?? []) {
        const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, st.id));
        if (!row || (RANK[st.status] ?? 0) <= (RANK[row.status] ?? 0)) continue;
        await db.update(whatsappMessages).set({ status: st.status, updatedAt: new Date() }).where(eq(whatsappMessages.id, row.id));
        statuses++;
      }
    }
  return { messages, statuses };
}
