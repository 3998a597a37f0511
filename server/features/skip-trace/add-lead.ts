import type { z } from "zod";
import type { addLeadRequestSchema } from "../../../contract/skip-trace";
import { recordActivity } from "../../db/activity";
import type { Db } from "../../db/client";
import { leadEvents, leads } from "../../db/schema";

/** Stores a RoofStrike lead (its ZIP read from the end of the address) with its "created" event, and records it in the feed. */
export async function addLead(db: Db, body: z.output<typeof addLeadRequestSchema>) {
  const lead = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        platform: "roofstrike",
        propertyAddress: body.propertyAddress,
        ownerName: body.ownerName,
        companyName: body.companyName || null,
        estimatedValue: body.estimatedValue,
        priority: body.priority,
        notes: body.notes?.trim() || null,
        zipCode: body.propertyAddress.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null,
      })
      .returning();
    await tx.insert(leadEvents).values({ leadId: row.id, type: "created" });
    return row;
  });
  await recordActivity(db, { type: "lead_added", agentRole: "strikecloser", message: `Lead added: ${lead.propertyAddress} (${lead.ownerName})`, code: "ACTIVITY_LEAD_ADDED", params: { address: lead.propertyAddress, owner: lead.ownerName } });
  return lead;
}
