import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";

/** Ends the request's session (`endSession` swaps it for a signed-out one) and, when someone was signed in, records it, in one transaction. */
export async function signOut(db: Db, from: AuditActor, endSession: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => {
    if (from.id !== null) await recordAudit(tx, from, { action: "auth.sign_out" });
    await endSession(tx);
  });
}
