import { and, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, userInvites, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import type { ManagedUserRow } from "./users.presenter";

/** Users as admins see them: with their live sessions and open invitation. */
export async function findManagedUsers(db: Db, where?: SQL): Promise<ManagedUserRow[]> {
  const active = db
    .select({ userId: sessions.userId, n: sql<number>`count(*)::int`.as("n") })
    .from(sessions)
    .where(gt(sessions.expire, sql`now()`))
    .groupBy(sessions.userId)
    .as("active");
  const invite = db
    .select({ userId: userInvites.userId, expiresAt: sql<Date>`max(${userInvites.expiresAt})`.as("expires_at") })
    .from(userInvites)
    .where(and(isNull(userInvites.acceptedAt), gt(userInvites.expiresAt, sql`now()`)))
    .groupBy(userInvites.userId)
    .as("invite");
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      status: users.status,
      lastLogin: users.lastLogin,
      createdAt: users.createdAt,
      activeSessions: sql<number>`coalesce(${active.n}, 0)`,
      inviteExpiresAt: invite.expiresAt,
    })
    .from(users)
    .leftJoin(active, eq(active.userId, users.id))
    .leftJoin(invite, eq(invite.userId, users.id))
    .where(where)
    .orderBy(users.id);
}

export async function findManagedUser(db: Db, id: number): Promise<ManagedUserRow> {
  const [row] = await findManagedUsers(db, eq(users.id, id));
  if (!row) throw notFound("User not found");
  return row;
}
