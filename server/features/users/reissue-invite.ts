import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { HttpError, notFound } from "../../lib/http-error";
import { createInvite, inviteUrl } from "./create-invite";
import { findManagedUser } from "./find-users";

/** A new invitation link for a user who has not accepted theirs yet (the old link stops working). */
export async function reissueInvite(db: Db, by: AuditActor, userId: number, origin: string) {
  const invite = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, status: users.status }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("User not found");
    if (user.status !== "invited") throw new HttpError(409, "This user has already accepted an invitation", "NOT_INVITED");
    const created = await createInvite(tx, user.id, by.id);
    await recordAudit(tx, by, { action: "user.invited", target: user, details: { method: "invite", reissued: true } });
    return created;
  });
  return { user: await findManagedUser(db, userId), inviteUrl: inviteUrl(origin, invite.token), inviteExpiresAt: invite.expiresAt };
}
