import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { dummyPasswordHash, verifyPassword } from "../../lib/password";
import type { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../lib/http-error";

export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * Checks the credentials, then in one transaction records the sign-in (last login, audit
 * entry) and starts the session (`startSession`, the request's new session in that
 * transaction); returns the user. Wrong credentials count against the client (429 after too many).
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  throttle: { limiter: AttemptLimiter; client: string },
  session: { from: AuditActor; startSession(tx: Db, userId: number): Promise<void> },
) {
  throttle.limiter.assertAllowed(throttle.client);
  const [user] = await db.select().from(users).where(eq(users.email, credentials.email.trim().toLowerCase()));
  const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), credentials.password);
  if (!user || !ok) {
    throttle.limiter.recordFailure(throttle.client);
    throw new HttpError(401, INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  if (user.status === "invited") throw new HttpError(403, "This account is not active yet: open the invitation link to choose a password", "ACCOUNT_INVITED");
  if ((user.status ?? "active") !== "active") throw new HttpError(403, "This account is disabled", "ACCOUNT_DISABLED");
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ lastLogin: sql`now()` }).where(eq(users.id, user.id)).returning();
    await recordAudit(tx, { ...session.from, id: user.id, email: user.email }, { action: "auth.sign_in", details: { method: "password" } });
    await session.startSession(tx, user.id);
    return updated;
  });
}
