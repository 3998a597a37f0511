import { and, eq } from "drizzle-orm";
import type { LeadUpdate } from "../../../contract/leads";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { recordLeadEvent } from "../../domain/leads";
import { agents, leadEvents, leads, users } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";

/**
 * An operator moves a lead (status, with a reason when lost), assigns it (to an operator or an
 * agent) or edits its notes; each change is a timeline event, all in one transaction. Moving to
 * "contacted" the first time records the contact (the lead-response monitor counts it).
 */
export async function updateLead(db: Db, id: number, change: LeadUpdate, userId: number) {
  const by = { actor: "user" as const, actorId: String(userId) };
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!lead) throw notFound("Lead not found");
    const set: Partial<typeof leads.$inferInsert> = {};
    if (change.status && change.status !== lead.status) {
      if (lead.status === "converted") throw new HttpError(409, "The lead is converted; its status no longer changes");
      set.status = change.status;
      set.lostReason = change.status === "lost" ? change.lostReason! : null;
      await recordLeadEvent(tx, id, "status_changed", { from: lead.status, to: change.status, ...(change.status === "lost" ? { lostReason: change.lostReason } : {}) }, by);
      if (change.status === "contacted") {
        const [contacted] = await tx.select({ id: leadEvents.id }).from(leadEvents).where(and(eq(leadEvents.leadId, id), eq(leadEvents.type, "contacted"))).limit(1);
        if (!contacted) await recordLeadEvent(tx, id, "contacted", {}, by, { channel: "manual" });
      }
      await recordActivity(tx, {
        type: "lead_status",
        message: `Lead #${id} ${change.status === "lost" ? `lost: ${change.lostReason}` : `moved to ${change.status}`}`,
        code: change.status === "lost" ? "ACTIVITY_LEAD_LOST" : `ACTIVITY_LEAD_STATUS_${change.status.toUpperCase()}`,
        params: change.status === "lost" ? { id, reason: change.lostReason! } : { id },
      });
    } else if (change.status === "lost" && change.lostReason && change.lostReason !== lead.lostReason) {
      set.lostReason = change.lostReason;
      await recordLeadEvent(tx, id, "status_changed", { from: "lost", to: "lost", lostReason: change.lostReason }, by);
    }
    if (change.owner !== undefined) {
      const before = lead.ownerUserId ? `user:${lead.ownerUserId}` : lead.ownerAgentRole ? `agent:${lead.ownerAgentRole}` : null;
      if (change.owner !== before) {
        if (change.owner === null) Object.assign(set, { ownerUserId: null, ownerAgentRole: null });
        else {
          const [kind, ref] = change.owner.split(":");
          if (kind === "user") {
            const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, Number(ref)));
            if (!u) throw badRequest("owner: no such operator");
            Object.assign(set, { ownerUserId: u.id, ownerAgentRole: null });
          } else {
            const [a] = await tx.select({ role: agents.role }).from(agents).where(eq(agents.role, ref)).limit(1);
            if (!a) throw badRequest("owner: no such agent");
            Object.assign(set, { ownerUserId: null, ownerAgentRole: a.role });
          }
        }
        await recordLeadEvent(tx, id, "owner_changed", { from: before, to: change.owner }, by);
      }
    }
    if (change.notes !== undefined) {
      const notes = change.notes?.trim() || null;
      if (notes !== lead.notes) {
        set.notes = notes;
        await recordLeadEvent(tx, id, "notes_updated", {}, by);
      }
    }
    if (Object.keys(set).length === 0) return lead;
    const [row] = await tx.update(leads).set({ ...set, updatedAt: new Date() }).where(eq(leads.id, id)).returning();
    return row;
  });
}
