import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../../lib/password";
import { HttpError } from "../../lib/http-error";
import type { SessionStore } from "../../plugins/session";

/**
 * Changes the signed-in user's password and ends every other session of theirs (on every
 * instance at their next request), with the audit entry, in one transaction. The session
 * that made the change stays signed in.
 */
export async function changePassword(
  deps: { db: Db; sessions: SessionStore },
  who: AuditActor & { id: number; sessionId: string | null },
  passwords: { currentPassword: string; newPassword: string },
) {
  const { db, sessions } = deps;
  const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, who.id));
  if (!user) throw new HttpError(401, "Authentication required");
  if (!(await verifyPassword(user.password, passwords.currentPassword))) {
    throw new HttpError(400, "Current password is incorrect");
  }
  const hash = await hashPassword(passwords.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash, updatedAt: sql`now()` }).where(eq(users.id, who.id));
    const ended = await sessions.signOutUser(tx, who.id, { except: who.sessionId });
    await recordAudit(tx, who, { action: "auth.password_changed", target: who.email ? { id: who.id, email: who.email } : null, details: { otherSessionsEnded: ended } });
    return { otherSessionsEnded: ended };
  });
}
