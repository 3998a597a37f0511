import { eq, sql } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import type { SessionStore } from "../../plugins/session";
import { findManagedUser } from "./find-users";
import { assertAnotherActiveAdmin } from "./guard-admins";

/**
 * Disables a user (signed out of every session at once, on every instance, and refused at
 * sign-in) or enables them again. An invited user is enabled by accepting their invitation.
 */
export async function changeStatus(deps: { db: Db; sessions: SessionStore }, by: AuditActor, userId: number, status: "active" | "disabled") {
  const { db, sessions } = deps;
  if (userId === by.id) throw badRequest("status: you cannot disable or enable your own account");
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw notFound("User not found");
    const current = user.status ?? "active";
    if (current === status) return;
    if (status === "active" && current === "invited") {
      throw new HttpError(409, "This user has not accepted their invitation yet", "INVITE_PENDING");
    }
    if (status === "disabled" && user.role === "admin") await assertAnotherActiveAdmin(tx, userId);
    await tx.update(users).set({ status, updatedAt: sql`now()` }).where(eq(users.id, userId));
    const ended = status === "disabled" ? await sessions.signOutUser(tx, userId) : 0;
    await sessions.userChanged(userId);
    await recordAudit(tx, by, {
      action: status === "disabled" ? "user.disabled" : "user.enabled",
      target: user,
      details: status === "disabled" ? { sessionsEnded: ended } : undefined,
    });
  });
  return findManagedUser(db, userId);
}
