import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { dummyPasswordHash, verifyPassword } from "../../lib/password";
import { HttpError } from "../../plugins/errors";

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Checks the credentials and records the sign-in; returns the user. */
export async function signIn(db: Db, email: string, password: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  const ok = await verifyPassword(user?.password ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw new HttpError(401, INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  if ((user.status ?? "active") !== "active") throw new HttpError(403, "This account is disabled", "ACCOUNT_DISABLED");
  const [updated] = await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}
