import { sql } from "drizzle-orm";
import type { WhatsappStatus } from "../../../contract/whatsapp";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { recordCheck } from "../../domain/integration-checks";
import { whatsappStatus } from "../../integrations/whatsapp/client";
import { percent, round } from "../../lib/numbers";

/** What each template automation does (configuration, shown as text). */
export const AUTOMATIONS = {
  dealengineai: ["Investor welcome template (dealengineai_investor) in Spanish or English", "Replies are stored from the webhook and counted as responses"],
  roofstrike: ["Claim follow-up template (roofstrike_claim) with the property address", "Delivery and read receipts stored from the webhook"],
};

/** The Cloud API's state and the message figures counted from the stored messages and receipts. */
export async function getWhatsappStatus({ db, config }: { db: Db; config: Config }): Promise<WhatsappStatus> {
  const status = await whatsappStatus(config);
  await recordCheck(db, "whatsapp", { state: status.state, message: status.message });
  const [m] = (
    await db.execute(sql`select
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
    await db.execute(sql`select language from whatsapp_messages where direction = 'outbound' and platform = 'dealengineai' and language is not null
      group by language order by count(*) desc limit 1`)
  ).rows as unknown as { language: string }[];
  const sent = Number(m.sent ?? 0);
  return {
    status,
    metrics: {
      totalMessagesSent: sent,
      deliveryRate: percent(Number(m.delivered), sent),
      responseRate: percent(Number(m.replied), sent),
      platformBreakdown: {
        dealengineai: { messages: Number(m.de_messages ?? 0), conversions: Number(m.de_replied ?? 0), topLanguage: lang?.language ?? null },
        roofstrike: { messages: Number(m.rs_messages ?? 0), conversions: Number(m.rs_replied ?? 0), averageResponseTime: round(m.rs_response == null ? null : Number(m.rs_response)) },
      },
    },
    automations: AUTOMATIONS,
    webhook: { path: "/api/whatsapp/webhook", verifyTokenSet: !!config.whatsapp.verifyToken, appSecretSet: !!config.whatsapp.appSecret },
  };
}
