import { and, eq, isNull, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { userInvites, users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import type { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../lib/http-error";
import { findInvite, INVITE_INVALID } from "./check-invite";

/** Sets the invited user's password and activates them; the link is used up. One transaction with its audit entry. */
export async function acceptInvite(db: Db, from: AuditActor, input: { token: string; password: string }, throttle: { limiter: AttemptLimiter; client: string }) {
  const invite = await findInvite(db, input.token, throttle);
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Used once: the update that marks it accepted wins; a second one finds nothing.
    const used = await tx
      .update(userInvites)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(userInvites.id, invite.inviteId), isNull(userInvites.acceptedAt)))
      .returning({ id: userInvites.id });
    if (used.length === 0) throw new HttpError(404, INVITE_INVALID, "INVITE_INVALID");
    await tx.update(users).set({ password: hash, status: "active", updatedAt: sql`now()` }).where(and(eq(users.id, invite.userId), eq(users.status, "invited")));
    await recordAudit(tx, { ...from, id: invite.userId, email: invite.email }, { action: "user.invite_accepted", target: { id: invite.userId, email: invite.email } });
  });
  return { email: invite.email };
}
