import { and, eq } from "drizzle-orm";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { outboundMessages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { describe } from "./approve-draft";
import { getApproval } from "./get-approval";

/** A person's no: the draft is kept, rejected, and never sent. */
export async function rejectDraft(db: Db, id: number, userId: number, reason: string | undefined) {
  return db.transaction(async (tx) => {
    const current = await getApproval(tx, id);
    if (current.status !== "drafted") throw new HttpError(409, `Only a draft can be rejected; this one is ${current.status}`, "NOT_A_DRAFT");
    const now = new Date();
    await tx
      .update(outboundMessages)
      .set({ status: "rejected", rejectedBy: userId, rejectedAt: now, rejectReason: reason || null, updatedAt: now })
      .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, "drafted")));
    await recordActivity(tx, { type: "outbound_rejected", message: `Rejected ${describe(current.kind)} to ${current.recipientName ?? current.recipient}` });
    return getApproval(tx, id);
  });
}
