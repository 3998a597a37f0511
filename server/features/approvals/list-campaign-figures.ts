import { sql } from "drizzle-orm";
import type { CampaignFigures } from "../../../contract/outbox";
import type { Db } from "../../db/client";

/** Storm campaigns, newest first, with their figures counted from the queue and the leads. */
export async function listCampaignFigures(db: Db): Promise<CampaignFigures[]> {
  const rows = (
    await db.execute(sql`select c.id, coalesce(c.name, 'Campaign ' || c.id) as name, c.storm_day, c.platform, c.created_at,
        count(o.id)::int as drafted,
        count(o.id) filter (where o.approved_at is not null)::int as approved,
        count(o.id) filter (where o.status = 'rejected')::int as rejected,
        count(o.id) filter (where o.status = 'sent')::int as sent,
        count(o.id) filter (where o.status = 'failed')::int as failed,
        count(o.id) filter (where o.replied_at is not null)::int as replied,
        (select count(distinct l.id)::int from outbound_messages o2 join leads l on l.id = o2.lead_id
          where o2.campaign_id = c.id and o2.status = 'sent' and l.status = 'converted') as converted
      from campaigns c left join outbound_messages o on o.campaign_id = c.id
      where c.kind = 'storm'
      group by c.id order by c.created_at desc, c.id desc limit 50`)
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    stormDay: (r.storm_day as string | null) ?? null,
    platform: String(r.platform),
    createdAt: new Date(r.created_at as string).toISOString(),
    figures: {
      drafted: Number(r.drafted), approved: Number(r.approved), rejected: Number(r.rejected), sent: Number(r.sent),
      failed: Number(r.failed), replied: Number(r.replied), converted: Number(r.converted ?? 0),
    },
  }));
}
