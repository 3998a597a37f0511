import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Signs in the existing, active user whose verified e-mail Google vouched for, and records the
 * sign-in. Otherwise says why not, in words for the sign-in page.
 */
export async function signInWithGoogle(db: Db, identity: { email: string; emailVerified: boolean }): Promise<{ userId: number } | { refused: string }> {
  if (!identity.email || !identity.emailVerified) return { refused: "Your Google account has no verified email address." };
  const [user] = await db
    .update(users)
    .set({ lastLogin: sql`now()` })
    .where(eq(users.email, identity.email.toLowerCase()))
    .returning({ id: users.id, status: users.status });
  if (!user || (user.status ?? "active") !== "active") return { refused: `No active account uses ${identity.email}. Ask an administrator to add you.` };
  return { userId: user.id };
}
