import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { createOrUpdateLead, recordLeadEvent } from "../domain/leads";
import { leads } from "../db/schema";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
let n = 0;

/**
 * A RoofStrike lead made through the product's lead module (created 10 hours ago unless
 * `createdAt` says otherwise — the one fixture shortcut: the clock); with `contactedAfterMinutes`,
 * its first outbound contact that many minutes after creation and a second one 90 minutes later.
 * Revenue, conversions and DealEngineAI leads are not made here: they come through the product
 * (POST /api/leads/:id/convert, a Stripe payment, an Aria chat).
 */
export async function insertLead(database: Database, values: { zipCode?: string; createdAt?: Date; priority?: "high" | "medium" | "low"; estimatedValue?: number } = {}, contactedAfterMinutes?: number) {
  const createdAt = values.createdAt ?? minutesAgo(600);
  const k = ++n;
  return database.db.transaction(async (tx) => {
    const { lead } = await createOrUpdateLead(tx, {
      platform: "roofstrike",
      source: "manual",
      propertyAddress: `${k} Main St, Houston, TX ${values.zipCode ?? ""}`.trim(),
      ownerName: "X",
      zipCode: values.zipCode ?? null,
      priority: values.priority,
      estimatedValue: values.estimatedValue,
    });
    const [row] = await tx.update(leads).set({ createdAt }).where(eq(leads.id, lead.id)).returning();
    if (contactedAfterMinutes != null) {
      for (const after of [contactedAfterMinutes, contactedAfterMinutes + 90])
        await recordLeadEvent(tx, row.id, "contacted", {}, { actor: "agent", actorId: "strikecloser" }, { channel: "whatsapp", occurredAt: new Date(createdAt.getTime() + after * 60_000) });
    }
    return row;
  });
}

/** An operator converts a lead in the hub (POST /api/leads/:id/convert). */
export async function convertThroughApi(app: FastifyInstance, cookie: string, leadId: number, value: number, convertedAt: Date) {
  const res = await app.inject({ method: "POST", url: `/api/leads/${leadId}/convert`, headers: { cookie }, payload: { value, convertedAt: convertedAt.toISOString() } });
  if (res.statusCode !== 200) throw new Error(`convert: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A DealEngineAI lead made the product's way: someone leaves their phone number in an Aria chat. */
export async function ariaLead(app: FastifyInstance, cookie: string, phone: string, name = "Inversionista") {
  const res = await app.inject({ method: "POST", url: "/api/aria/chat", headers: { cookie }, payload: { message: "Quiero precalificar", userData: { preferredLanguage: "es", name, phone } } });
  if (res.statusCode !== 200) throw new Error(`aria chat: ${res.statusCode} ${res.body}`);
  const leadId = res.json().userData.leadId as number;
  if (!leadId) throw new Error("aria chat made no lead");
  return leadId;
}

/**
 * The lead set the KPI and lead-response tests share: three contacted RoofStrike leads this period
 * (one converted for $12,000 through the API), one the period before, two DealEngineAI leads from
 * Aria chats (one converted through the API).
 */
export async function insertKpiLeads(t: { app: FastifyInstance; database: Database; cookie: string }) {
  await insertLead(t.database, { zipCode: "77002" }, 10);
  await insertLead(t.database, { zipCode: "77002" }, 15);
  const won = await insertLead(t.database, { zipCode: "77019" }, 50);
  await convertThroughApi(t.app, t.cookie, won.id, 12000, minutesAgo(60));
  await insertLead(t.database, { zipCode: "77019", createdAt: minutesAgo(60 * 24 * 40) }); // previous period
  const de = await ariaLead(t.app, t.cookie, "55 1234 5678");
  await convertThroughApi(t.app, t.cookie, de, 0, minutesAgo(30));
  await ariaLead(t.app, t.cookie, "55 8765 4321");
}
