import type { Database } from "../db/client";
import { leadEvents, leads } from "../db/schema";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * A stored lead (created 10 hours ago unless `createdAt` says otherwise); with `contactedAfterMinutes`,
 * its first outbound contact that many minutes after creation and a second one 90 minutes later.
 */
export async function insertLead(database: Database, values: Partial<typeof leads.$inferInsert>, contactedAfterMinutes?: number) {
  const createdAt = (values.createdAt as Date | undefined) ?? minutesAgo(600);
  const [row] = await database.db.insert(leads).values({ propertyAddress: "1 Main", ownerName: "X", ...values, createdAt }).returning();
  if (contactedAfterMinutes != null) {
    await database.db.insert(leadEvents).values([
      { leadId: row.id, type: "contacted", occurredAt: new Date(createdAt.getTime() + contactedAfterMinutes * 60_000) },
      { leadId: row.id, type: "contacted", occurredAt: new Date(createdAt.getTime() + (contactedAfterMinutes + 90) * 60_000) },
    ]);
  }
  return row;
}

/** The lead set the KPI and lead-response tests share: three contacted RoofStrike leads this period, one the period before, two DealEngineAI leads. */
export async function insertKpiLeads(database: Database) {
  await insertLead(database, { zipCode: "77002" }, 10);
  await insertLead(database, { zipCode: "77002" }, 15);
  await insertLead(database, { zipCode: "77019", status: "converted", convertedAt: minutesAgo(60), revenue: 12000 }, 50);
  await insertLead(database, { zipCode: "77019", createdAt: minutesAgo(60 * 24 * 40) }); // previous period
  await insertLead(database, { platform: "dealengineai", status: "converted", convertedAt: minutesAgo(30) });
  await insertLead(database, { platform: "dealengineai" });
}
