import { eq } from "drizzle-orm";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import type { SessionStore } from "../../plugins/session";
import { sessionDigest } from "./digest";

/**
 * Signs a user out of one session (`sessionId`, the digest the list shows) or all of them;
 * their next request on any instance is answered 401. Returns how many ended.
 */
export async function endSessions(deps: { db: Db; sessions: SessionStore }, by: AuditActor, userId: number, sessionId?: string) {
  const { db, sessions: store } = deps;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("User not found");
    let only: string | undefined;
    if (sessionId) {
      const own = await tx.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, userId));
      only = own.find((s) => sessionDigest(s.sid) === sessionId)?.sid;
      if (!only) throw notFound("Session not found");
    }
    const ended = await store.signOutUser(tx, userId, only ? { only } : {});
    if (ended > 0) await recordAudit(tx, by, { action: "session.ended", target: user, details: { sessions: ended, all: !sessionId } });
    return ended;
  });
}
