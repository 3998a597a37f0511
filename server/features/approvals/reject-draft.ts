import type { Db } from "../../db/client";
import { rejectOutbound } from "../../domain/outbound";
import { getApproval } from "./get-approval";

/** A person's no: the draft is kept, rejected, and never sent. */
export async function rejectDraft(db: Db, id: number, userId: number, reason: string | undefined) {
  return db.transaction(async (tx) => {
    await rejectOutbound(tx, await getApproval(tx, id), userId, reason);
    return getApproval(tx, id);
  });
}
