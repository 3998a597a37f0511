import { notInArray } from "drizzle-orm";
import type { ApprovalSettings, OutboundKind } from "../../../contract/outbox";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { autoApprovedKinds } from "../../domain/outbound";
import { outboxAutoApprove } from "../../db/schema";

export async function getApprovalSettings(db: Db): Promise<ApprovalSettings> {
  return { autoApproveKinds: (await autoApprovedKinds(db)).sort() };
}

/** An admin names the kinds that may skip approval (the default is none). */
export async function updateApprovalSettings(db: Db, kinds: OutboundKind[], userId: number): Promise<ApprovalSettings> {
  const wanted = [...new Set(kinds)];
  await db.transaction(async (tx) => {
    if (wanted.length) await tx.delete(outboxAutoApprove).where(notInArray(outboxAutoApprove.kind, wanted));
    else await tx.delete(outboxAutoApprove);
    if (wanted.length) await tx.insert(outboxAutoApprove).values(wanted.map((kind) => ({ kind, enabledBy: userId }))).onConflictDoNothing();
    await recordActivity(tx, {
      type: "approval_rule_changed",
      message: wanted.length ? `Messages that skip approval: ${wanted.join(", ")}` : "Every outbound message needs approval",
    });
  });
  return getApprovalSettings(db);
}
