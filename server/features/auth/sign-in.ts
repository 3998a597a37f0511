import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { dummyPasswordHash, verifyPassword } from "../../lib/password";
import type { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../plugins/errors";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Checks the credentials and records the sign-in; returns the user. Wrong credentials count against the client (429 after too many). */
export async function signIn(db: Db, credentials: { email: string; password: string }, throttle: { limiter: AttemptLimiter; client: string }) {
  throttle.limiter.assertAllowed(throttle.client);
  const [user] = await db.select().from(users).where(eq(users.email, credentials.email.trim().toLowerCase()));
  const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), credentials.password);
  if (!user || !ok) {
    throttle.limiter.recordFailure(throttle.client);
    throw new HttpError(401, INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  if ((user.status ?? "active") !== "active") throw new HttpError(403, "This account is disabled", "ACCOUNT_DISABLED");
  const [updated] = await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
