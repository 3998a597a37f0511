import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { whatsappTestRequestSchema } from "../../../contract/whatsapp";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { leadEvents, leads, whatsappMessages } from "../../db/schema";
import { mapIntegrationErrors } from "../../integrations/status";
import { sendOperatorTest, type OutboundChannels } from "../../domain/outbound";
import { whatsappConfigured, WHATSAPP_NOT_CONFIGURED } from "../../integrations/whatsapp/client";
import { HttpError } from "../../lib/http-error";

const PLATFORM: Record<string, "dealengineai" | "roofstrike"> = { dealengineai_investor: "dealengineai", roofstrike_claim: "roofstrike" };

/**
 * Sends a template through the Cloud API (an operator's own test, not queued: decision 072; it
 * leaves by the outbound module's channels) and stores the outbound message; a message to a lead's
 * traced phone is that lead's outbound contact (lead response time). 503 until configured,
 * 502 with the API's reason when it refuses.
 */
export async function sendTestAutomation({ db, config, channels }: { db: Db; config: Config; channels: OutboundChannels }, body: z.output<typeof whatsappTestRequestSchema>) {
  if (!whatsappConfigured(config)) throw new HttpError(503, WHATSAPP_NOT_CONFIGURED, "NOT_CONFIGURED");
  if (body.type === "roofstrike_claim" && !body.testData.address) throw new HttpError(400, "testData.address: The claim template needs a property address");
  const to = body.phoneNumber.replace(/[\s()-]/g, "");
  const language = body.testData.language === "en" ? "en_US" : "es_MX";
  return mapIntegrationErrors(async () => {
    const { messageId } = await sendOperatorTest.whatsappTemplate(db, channels, {
      to,
      template: body.type,
      language,
      parameters: body.type === "roofstrike_claim" ? [body.testData.address!] : [],
    });
    await db.insert(whatsappMessages).values({
      waMessageId: messageId, direction: "outbound", platform: PLATFORM[body.type], phone: to.replace(/^\+/, ""), template: body.type, language: body.testData.language, status: "sent",
    });
    const digits = to.replace(/\D/g, "");
    const matched = await db
      .select({ id: leads.id })
      .from(leads)
      .where(sql`regexp_replace(coalesce(${leads.contactPhone}, ''), '[^0-9]', '', 'g') = ${digits}`);
    if (matched.length) await db.insert(leadEvents).values(matched.map((l) => ({ leadId: l.id, type: "contacted", channel: "whatsapp" })));
    return { ok: true as const, message: `Test ${body.type} template sent to ${to}`, messageId };
  });
}
