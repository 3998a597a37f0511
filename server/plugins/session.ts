import { randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { sessions, users, type SessionData } from "../db/schema";
import type { Db } from "../db/client";
import type { AuditActor } from "../db/audit";

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

/**
 * Ending sessions and telling the session cache about changes (decision 054). Every
 * method that takes `tx` writes through it, so the caller's transaction (and its audit
 * entry) covers it.
 */
export interface SessionStore {
  /** True where session rows are cached in memory (the embedded database: one process). */
  readonly cached: boolean;
  /** Ends one session. */
  end(tx: Db, sid: string): Promise<void>;
  /**
   * Signs a user out of their sessions (all, all but `except`, or `only` one); returns how
   * many. The sessions stay as signed-out ones (the site gate stays passed), so the
   * browser's next request is answered 401 and the page goes to sign-in.
   */
  signOutUser(tx: Db, userId: number, which?: { except?: string | null; only?: string }): Promise<number>;
  /** The user's role, status or name changed: cached sessions re-read it on their next request. */
  userChanged(userId: number): void;
}

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    session: RequestSession;
    user: AuthUser | null;
    /** Persist `data` as this request's session (creates one if needed). */
    saveSession(reply: FastifyReply, data: SessionData): Promise<void>;
    /**
     * Drop the old session id and save `data` under a new one (sign-in, sign-out); in
     * `tx` when given (so the caller's audit entry commits with it), else in its own.
     */
    regenerateSession(reply: FastifyReply, data: SessionData, tx?: Db): Promise<void>;
  }
}

const newSid = () => randomBytes(32).toString("base64url");

/**
 * Server-side sessions in the `sessions` table (sid, sess, expire, user_id): the cookie
 * holds only a random 256-bit id. Several app instances share them through the
 * database. Expired rows are purged on a timer; the expiry slides forward when
 * a tenth of the lifetime has passed, so most requests write nothing.
 *
 * Revocation is exact everywhere (decision 054): on PostgreSQL, where several
 * instances share the table, every request reads its session row and user (one
 * prepared primary-key query), so a sign-out, a password change, a disabled user or
 * a new role applies on every instance at the next request. On the embedded database
 * there is one process, so rows are cached for SESSION_CACHE_MS and every change goes
 * through this plugin, which drops the cached rows it touches inside the writing
 * transaction (PGlite runs one query at a time, so no read can re-cache the old row).
 */
export default fp(
  async function sessionPlugin(app) {
    const { ttlMs, cookieName, secure } = app.config.session;
    const db: Db = app.database.db;
    const useCache = app.database.driver === "pglite";

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
      .leftJoin(users, eq(users.id, sessions.userId))
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

    // The embedded database only: recently read sessions, so most requests skip the
    // session query. Every write below drops the entries it affects.
    type SessionRow = Awaited<ReturnType<typeof loadSession.execute>>[number];
    const SESSION_CACHE_MS = 5_000;
    const cache = new Map<string, { row: SessionRow; until: number }>();
    async function readSession(sid: string): Promise<SessionRow | undefined> {
      const now = Date.now();
      if (useCache) {
        const hit = cache.get(sid);
        if (hit && hit.until > now && hit.row.expire.getTime() > now) return hit.row;
      }
      const [row] = await loadSession.execute({ sid });
      if (!useCache) return row;
      if (cache.size >= 10_000) cache.clear();
      if (row) cache.set(sid, { row, until: now + SESSION_CACHE_MS });
      else cache.delete(sid);
      return row;
    }
    const forgetUser = (userId: number) => {
      for (const [sid, entry] of cache) if (entry.row.user?.id === userId) cache.delete(sid);
    };

    const meta = (request: FastifyRequest) => ({
      ip: request.ip?.slice(0, 100) ?? null,
      userAgent: (request.headers["user-agent"] ?? "").slice(0, 300) || null,
    });

    async function write(request: FastifyRequest, sid: string, data: SessionData) {
      cache.delete(sid);
      const expire = new Date(Date.now() + ttlMs);
      const userId = data.userId ?? null;
      await db
        .insert(sessions)
        .values({ sid, sess: data, expire, userId, ...meta(request) })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire, userId } });
    }

    const store: SessionStore = {
      cached: useCache,
      async end(tx, sid) {
        cache.delete(sid);
        await tx.delete(sessions).where(eq(sessions.sid, sid));
      },
      async signOutUser(tx, userId, which = {}) {
        forgetUser(userId);
        const conditions = [eq(sessions.userId, userId)];
        if (which.except) conditions.push(ne(sessions.sid, which.except));
        if (which.only) conditions.push(eq(sessions.sid, which.only));
        const ended = await tx
          .update(sessions)
          .set({ userId: null, sess: sql`${sessions.sess} - 'userId'` })
          .where(and(...conditions))
          .returning({ sid: sessions.sid });
        for (const { sid } of ended) cache.delete(sid);
        return ended.length;
      },
      userChanged(userId) {
        forgetUser(userId);
      },
    };
    app.decorate("sessions", store);

    app.decorateRequest("session", null as unknown as RequestSession);
    app.decorateRequest("user", null);
    app.decorateRequest("saveSession", async function (this: FastifyRequest, reply: FastifyReply, data: SessionData) {
      const sid = this.session.id ?? newSid();
      await write(this, sid, data);
      this.session = { id: sid, data };
      reply.setCookie(cookieName, sid, cookieOptions(this));
    });
    app.decorateRequest(
      "regenerateSession",
      async function (this: FastifyRequest, reply: FastifyReply, data: SessionData, tx?: Db) {
        const old = this.session.id;
        const sid = newSid();
        const run = async (t: Db) => {
          if (old) await store.end(t, old);
          const expire = new Date(Date.now() + ttlMs);
          await t.insert(sessions).values({ sid, sess: data, expire, userId: data.userId ?? null, ...meta(this) });
        };
        if (tx) await run(tx);
        else await db.transaction(run);
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

/** The audit log's "who and from where" of a request: its signed-in user (if any) and client. */
export function requestActor(request: FastifyRequest): AuditActor {
  return {
    id: request.user?.id ?? null,
    email: request.user?.email ?? null,
    ip: request.ip ?? null,
    userAgent: request.headers["user-agent"] ?? null,
  };
}
