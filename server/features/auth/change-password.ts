import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { hashPassword, verifyPassword } from "../../lib/password";
import { HttpError } from "../../plugins/errors";

export async function changePassword(db: Db, userId: number, currentPassword: string, newPassword: string) {
  const [user] = await db.select({ password: users.password }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, "Authentication required");
  if (!(await verifyPassword(user.password, currentPassword))) {
    throw new HttpError(400, "Current password is incorrect");
  }
  await db
    .update(users)
    .set({ password: await hashPassword(newPassword), updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
