import { randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { sessions, users, type SessionData } from "../db/schema";
import type { Db } from "../db/client";

export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  companyId: number | null;
  lastLogin: Date | null;
}

/** The session of one request: its id (null until first saved) and data. */
export interface RequestSession {
  id: string | null;
  data: SessionData;
}

declare module "fastify" {
  interface FastifyRequest {
    session: RequestSession;
    user: AuthUser | null;
    /** Persist `data` as this request's session (creates one if needed). */
    saveSession(reply: FastifyReply, data: SessionData): Promise<void>;
    /** Drop the old session id and save `data` under a new one (sign-in). */
    regenerateSession(reply: FastifyReply, data: SessionData): Promise<void>;
  }
}

const newSid = () => randomBytes(32).toString("base64url");

/**
 * Server-side sessions in the `sessions` table (sid, sess, expire): the cookie
 * holds only a random 256-bit id. Several app instances share them through the
 * database. Expired rows are purged on a timer; the expiry slides forward when
 * a tenth of the lifetime has passed, so most requests write nothing.
 */
export default fp(
  async function sessionPlugin(app) {
    const { ttlMs, cookieName, secure } = app.config.session;
    const db: Db = app.database.db;

    await app.register(cookie);

    const loadSession = db
      .select({
        sess: sessions.sess,
        expire: sessions.expire,
        user: {
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          companyId: users.companyId,
          lastLogin: users.lastLogin,
          status: users.status,
        },
      })
      .from(sessions)
      .leftJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::int`)
      .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql`now()`)))
      .limit(1)
      .prepare("load_session");

    const cookieOptions = (request: FastifyRequest) => ({
      path: "/",
      httpOnly: true,
      sameSite: "lax" as const,
      secure: secure === "true" || (secure === "auto" && request.protocol === "https"),
      maxAge: Math.floor(ttlMs / 1000),
    });

    // Recently read sessions, so most requests skip the session query. An entry lives
    // SESSION_CACHE_MS at most; this instance drops it when it writes the session, other
    // instances see a change (sign-out, a disabled user) within SESSION_CACHE_MS.
    type SessionRow = Awaited<ReturnType<typeof loadSession.execute>>[number];
    const SESSION_CACHE_MS = 5_000;
    const cache = new Map<string, { row: SessionRow; until: number }>();
    async function readSession(sid: string): Promise<SessionRow | undefined> {
      const now = Date.now();
      const hit = cache.get(sid);
      if (hit && hit.until > now && hit.row.expire.getTime() > now) return hit.row;
      const [row] = await loadSession.execute({ sid });
      if (cache.size >= 10_000) cache.clear();
      if (row) cache.set(sid, { row, until: now + SESSION_CACHE_MS });
      else cache.delete(sid);
      return row;
    }

    async function write(sid: string, data: SessionData) {
      cache.delete(sid);
      const expire = new Date(Date.now() + ttlMs);
      await db
        .insert(sessions)
        .values({ sid, sess: data, expire })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
    }

    app.decorateRequest("session", null as unknown as RequestSession);
    app.decorateRequest("user", null);
    app.decorateRequest("saveSession", async function (this: FastifyRequest, reply: FastifyReply, data: SessionData) {
      const sid = this.session.id ?? newSid();
      await write(sid, data);
      this.session = { id: sid, data };
      reply.setCookie(cookieName, sid, cookieOptions(this));
    });
    app.decorateRequest(
      "regenerateSession",
      async function (this: FastifyRequest, reply: FastifyReply, data: SessionData) {
        const old = this.session.id;
        if (old) cache.delete(old);
        const sid = newSid();
        await db.transaction(async (tx) => {
          if (old) await tx.delete(sessions).where(eq(sessions.sid, old));
          const expire = new Date(Date.now() + ttlMs);
          await tx.insert(sessions).values({ sid, sess: data, expire });
        });
        this.session = { id: sid, data };
        reply.setCookie(cookieName, sid, cookieOptions(this));
      },
    );

    app.addHook("onRequest", async (request) => {
      request.session = { id: null, data: {} };
      request.user = null;
      // Static files of the web app need no session.
      if (!request.url.startsWith("/api/")) return;
      const sid = request.cookies[cookieName];
      if (!sid || sid.length > 100) return;
      const row = await readSession(sid);
      if (!row) return;
      request.session = { id: sid, data: row.sess ?? {} };
      if (row.user && row.user.id != null && (row.user.status ?? "active") === "active") {
        const { status: _status, ...user } = row.user;
        request.user = user as AuthUser;
      }
      // Slide the expiry once a tenth of the lifetime has gone by.
      if (row.expire.getTime() - Date.now() < ttlMs * 0.9) {
        const expire = new Date(Date.now() + ttlMs);
        await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
        row.expire = expire;
      }
    });

    // Purge expired sessions now and every 15 minutes.
    const purge = async () => {
      try {
        await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
      } catch (err) {
        app.log.warn({ err }, "session purge failed");
      }
    };
    await purge();
    const timer = setInterval(purge, 15 * 60_000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "session", dependencies: ["core"] },
);
