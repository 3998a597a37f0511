import { randomBytes } from "node:crypto";
import fp from "fastify-plugin";
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { sessions, users, type SessionData } from "../db/schema";
import type { Db } from "../db/client";
import type { AuditActor } from "../domain/audit";
import { SessionBus, type SessionChange } from "./session-bus";

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
  /** Whether session rows are cached right now (on PostgreSQL: while the SessionBus listens). */
  readonly cacheActive: boolean;
  /** PostgreSQL: changes that not every instance acknowledged within the cache's lifetime (0 when all is well). */
  readonly unacknowledged: number;

  /** Ends one session. */
  end(tx: Db, sid: string): Promise<void>;
  /**
   * Signs a user out of their sessions (all, all but `except`, or `only` one); returns how
   * many. The sessions stay as signed-out ones (the site gate stays passed), so the
   * browser's next request is answered 401 and the page goes to sign-in.
   */
  signOutUser(tx: Db, userId: number, which?: { except?: string | null; only?: string }): Promise<number>;
  /** The user's role, status or name changes (call inside the transaction, before it commits): sessions re-read it on their next request, on every instance. */
  userChanged(userId: number): Promise<void>;
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
 * Revocation is exact everywhere (decision 054). Session rows (with their user) are cached
 * for SESSION_CACHE_MS, and every change goes through this plugin (`app.sessions`,
 * `regenerateSession`, `saveSession`), inside the writing transaction, before it commits:
 * - on the embedded database (one process) it drops the cached rows it touches; PGlite runs
 *   one query at a time, so no read can re-cache the old row before the commit;
 * - on PostgreSQL it also announces the change through SessionBus (LISTEN/NOTIFY) and waits
 *   until every listening instance has dropped it and acknowledged; each instance then reads
 *   that session or user from the database for HOLD_MS (so nothing read before the commit is
 *   cached). An instance whose listening connection is down uses no cache until it is back.
 */
export default fp(
  async function sessionPlugin(app) {
    const { ttlMs, cookieName, secure } = app.config.session;
    const db: Db = app.database.db;
    const dbConfig = app.config.database;
    // Sessions cached: on the embedded database (one process), and on PostgreSQL while this
    // instance listens to the other instances' changes (SessionBus).
    const HOLD_MS = 10_000;
    const holds = new Map<string, number>();
    const bus =
      dbConfig.driver === "postgres"
        ? new SessionBus(
            dbConfig.url,
            (change) => forget(change),
            () => cache.clear(),
            app.log,
            (text, params) => app.database.execute(text, params),
          )
        : null;

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
    const held = (key: string, now: number) => {
      const until = holds.get(key);
      if (until === undefined) return false;
      if (until > now) return true;
      holds.delete(key);
      return false;
    };
    async function readSession(sid: string): Promise<SessionRow | undefined> {
      const now = Date.now();
      const useCache = bus ? bus.listening : true;
      if (useCache) {
        const hit = cache.get(sid);
        if (hit && hit.until > now && hit.row.expire.getTime() > now) return hit.row;
      }
      const [row] = await loadSession.execute({ sid });
      if (!useCache) return row;
      if (cache.size >= 10_000) cache.clear();
      // A session or user being changed right now is read from the database until the change is surely committed.
      if (row && !held(`s:${sid}`, now) && !(row.user?.id != null && held(`u:${row.user.id}`, now))) {
        cache.set(sid, { row, until: now + SESSION_CACHE_MS });
      } else cache.delete(sid);
      return row;
    }
    function forget(change: SessionChange) {
      if ("sid" in change) {
        cache.delete(change.sid);
        if (bus) holds.set(`s:${change.sid}`, Date.now() + HOLD_MS);
        return;
      }
      for (const [sid, entry] of cache) if (entry.row.user?.id === change.userId) cache.delete(sid);
      if (bus) holds.set(`u:${change.userId}`, Date.now() + HOLD_MS);
      if (holds.size > 10_000) holds.clear();
    }
    /** Drops the change here and, on PostgreSQL, on every other instance before returning. */
    async function changed(change: SessionChange) {
      forget(change);
      await bus?.announce(change);
    }

    const meta = (request: FastifyRequest) => ({
      ip: request.ip?.slice(0, 100) ?? null,
      userAgent: (request.headers["user-agent"] ?? "").slice(0, 300) || null,
    });

    async function write(request: FastifyRequest, sid: string, data: SessionData) {
      await changed({ sid });
      const expire = new Date(Date.now() + ttlMs);
      const userId = data.userId ?? null;
      await db
        .insert(sessions)
        .values({ sid, sess: data, expire, userId, ...meta(request) })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire, userId } });
    }

    const store: SessionStore = {
      get cacheActive() {
        return bus ? bus.listening : true;
      },
      get unacknowledged() {
        return bus?.unacknowledged ?? 0;
      },
      async end(tx, sid) {
        await changed({ sid });
        await tx.delete(sessions).where(eq(sessions.sid, sid));
      },
      async signOutUser(tx, userId, which = {}) {
        await changed({ userId });
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
      async userChanged(userId) {
        await changed({ userId });
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

    // Callback style: a request without a session cookie (the public calls, static files) goes on
    // at once, without a promise and a turn of the microtask queue; one with a cookie reads it.
    app.addHook("onRequest", (request, _reply, done) => {
      request.session = { id: null, data: {} };
      request.user = null;
      // Static files of the web app need no session.
      if (!request.url.startsWith("/api/")) return done();
      const sid = request.cookies[cookieName];
      if (!sid || sid.length > 100) return done();
      attachSession(request, sid).then(() => done(), done);
    });
    async function attachSession(request: FastifyRequest, sid: string) {
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
    }

    // Purge expired sessions now and every 15 minutes.
    const purge = async () => {
      try {
        await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
      } catch (err) {
        app.log.warn({ err }, "session purge failed");
      }
    };
    await purge();
    if (bus) {
      await bus.start();
      app.addHook("onClose", async () => bus.stop());
    }
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
