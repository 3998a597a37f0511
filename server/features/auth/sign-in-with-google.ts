import { and, eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Signs in the existing, active user whose verified e-mail Google vouched for, and records the
 * sign-in. Otherwise says why not, in words for the sign-in page.
 */
export async function signInWithGoogle(
  db: Db,
  identity: { email: string; emailVerified: boolean },
  session: { from: AuditActor; startSession(tx: Db, userId: number): Promise<void> },
): Promise<{ userId: number } | { refused: string }> {
  if (!identity.email || !identity.emailVerified) return { refused: "Your Google account has no verified email address." };
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ lastLogin: sql`now()` })
      .where(and(eq(users.email, identity.email.toLowerCase()), sql`coalesce(${users.status}, 'active') = 'active'`))
      .returning({ id: users.id, email: users.email });
    if (!user) return { refused: `No active account uses ${identity.email}. Ask an administrator to add you.` };
    await recordAudit(tx, { ...session.from, id: user.id, email: user.email }, { action: "auth.sign_in", details: { method: "google" } });
    await session.startSession(tx, user.id);
    return { userId: user.id };
  });
}
