import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** A user's signed-in sessions that have not expired, newest first. */
export async function listSessions(db: Db, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  return db
    .select({ sid: sessions.sid, createdAt: sessions.createdAt, expire: sessions.expire, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sessions.createdAt));
}
