import { eq } from "drizzle-orm";
import type { LeadConvert } from "../../../contract/leads";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { recordLeadEvent } from "../../domain/leads";
import { leads } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";

/** Converts a lead: the claim value or sale (whole dollars) and when, with a timeline event and a feed entry. */
export async function convertLead(db: Db, id: number, body: LeadConvert, userId: number) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) throw notFound("Lead not found");
    if (lead.status === "converted") throw new HttpError(409, "The lead is already converted");
    const at = body.convertedAt ?? new Date();
    if (at.getTime() > Date.now() + 60_000) throw new HttpError(400, "convertedAt: cannot be in the future");
    const [row] = await tx
      .update(leads)
      .set({ status: "converted", lostReason: null, revenue: body.value, convertedAt: at, isSample: false, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    await recordLeadEvent(tx, id, "converted", { value: body.value, from: lead.status }, { actor: "user", actorId: String(userId) }, { occurredAt: at });
    await recordActivity(tx, {
      type: "lead_converted",
      agentRole: lead.platform === "dealengineai" ? "aria" : "strikecloser",
      message: `Lead converted: ${lead.propertyAddress || lead.ownerName || `#${id}`} ($${body.value.toLocaleString("en-US")})`,
      code: "ACTIVITY_LEAD_CONVERTED",
      params: { lead: lead.propertyAddress || lead.ownerName || `#${id}`, value: body.value },
    });
    return row;
  });
}
