import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** Refuses a change that would leave no active admin (in `tx`, after locking the admins' rows). */
export async function assertAnotherActiveAdmin(tx: Db, userId: number) {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), sql`coalesce(${users.status}, 'active') = 'active'`, ne(users.id, userId)))
    .for("update");
  if (others.length === 0) throw new HttpError(409, "At least one active administrator must remain", "LAST_ADMIN");
}
