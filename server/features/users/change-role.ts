import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import type { SessionStore } from "../../plugins/session";
import { findManagedUser } from "./find-users";
import { assertAnotherActiveAdmin } from "./guard-admins";

/** Gives a user another role; their next request on any instance has it (decision 054). */
export async function changeRole(deps: { db: Db; sessions: SessionStore }, by: AuditActor, userId: number, role: string) {
  const { db, sessions } = deps;
  if (userId === by.id) throw badRequest("role: you cannot change your own role");
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, userId)).for("update");
    if (!user) throw notFound("User not found");
    if (user.role === role) return;
    if (user.role === "admin") await assertAnotherActiveAdmin(tx, userId);
    await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await sessions.userChanged(userId);
    await recordAudit(tx, by, { action: "user.role_changed", target: user, details: { from: user.role, to: role } });
  });
  return findManagedUser(db, userId);
}
