import { afterAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, sessions } from "../../db/schema";
import { signIn } from "../../test/build-test-app";
import { buildUser } from "../../test/factories";
import { useTwoInstances } from "../../test/use-test-app";

/**
 * Issue 13: revocation applies on every instance at the next request. On PostgreSQL A and
 * B are two apps on one database; on the embedded database (one process) B is A, which
 * checks that the in-process session cache drops what changed.
 */
const t = useTwoInstances();

it("runs A and B as two instances on PostgreSQL, each caching sessions", () => {
  expect(t.separate).toBe(!!process.env.DATABASE_URL);
  // The cache is on (on PostgreSQL: both listen to each other's changes), so the tests below check it is kept exact.
  expect(t.a.sessions.cacheActive).toBe(true);
  expect(t.b.sessions.cacheActive).toBe(true);
});

const agents = (app: typeof t.a, cookie: string) => app.inject({ url: "/api/agents", headers: { cookie } });

describe("sessions across instances", () => {
  it("a sign-out on A ends the session on B at its next request", async () => {
    const user = await buildUser(t.db);
    const cookie = await signIn(t.a, user.email, user.plainPassword);
    // B has seen (and, where it caches, cached) the session.
    expect((await agents(t.b, cookie)).statusCode).toBe(200);
    expect((await agents(t.b, cookie)).statusCode).toBe(200);

    const out = await t.a.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);

    // The old session id is gone (the browser that signed out holds a new, signed-out one).
    expect((await agents(t.b, cookie)).statusCode).toBe(403);
    expect((await agents(t.b, out.headers["set-cookie"]!.toString().split(";")[0])).statusCode).toBe(401);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, user.id)).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "auth.sign_out", actorEmail: user.email });
  });

  it("a password change on A ends the user's other sessions on B and keeps the one that changed it", async () => {
    const user = await buildUser(t.db);
    const onA = await signIn(t.a, user.email, user.plainPassword);
    const onB = await signIn(t.b, user.email, user.plainPassword);
    const another = await signIn(t.b, user.email, user.plainPassword);
    expect((await agents(t.b, onB)).statusCode).toBe(200);
    expect((await agents(t.b, another)).statusCode).toBe(200);

    const res = await t.a.inject({
      method: "POST",
      url: "/api/auth/password",
      headers: { cookie: onA },
      payload: { currentPassword: user.plainPassword, newPassword: "a-new-password-1", confirmPassword: "a-new-password-1" },
    });
    expect(res.statusCode).toBe(200);

    expect((await agents(t.b, onB)).statusCode).toBe(401);
    expect((await agents(t.b, another)).statusCode).toBe(401);
    expect((await agents(t.b, onA)).statusCode).toBe(200);
    expect((await agents(t.a, onA)).statusCode).toBe(200);
    const left = await t.db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.password_changed")));
    expect(entry.details).toEqual({ otherSessionsEnded: 2 });
    expect(JSON.stringify(entry)).not.toContain("a-new-password-1");
    // The new password signs in on either instance; the old one no longer does.
    await signIn(t.b, user.email, "a-new-password-1");
    await expect(signIn(t.a, user.email, user.plainPassword)).rejects.toThrow(/401/);
  });

  it("a sign-in is recorded in the audit log with where it came from", async () => {
    const user = await buildUser(t.db);
    await signIn(t.b, user.email, user.plainPassword);
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, "auth.sign_in")));
    expect(entry).toMatchObject({ actorEmail: user.email, details: { method: "password" } });
    expect(entry.ip).toBeTruthy();
  });
});

afterAll(() => {
  // Every change was acknowledged by both instances (none went by on a timeout).
  expect(t.a.sessions.unacknowledged + t.b.sessions.unacknowledged).toBe(0);
});

describe("user changes across instances", () => {
  const admin = async () => signIn(t.a);
  const as = (cookie: string) => ({ cookie, origin: "http://localhost:80" });

  it("a user disabled on A is signed out on B at the next request, and cannot sign in", async () => {
    const op = await buildUser(t.db);
    const onB = await signIn(t.b, op.email, op.plainPassword);
    expect((await agents(t.b, onB)).statusCode).toBe(200);
    const res = await t.a.inject({ method: "PATCH", url: `/api/users/${op.id}/status`, headers: as(await admin()), payload: { status: "disabled" } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await agents(t.b, onB)).statusCode).toBe(401);
    await expect(signIn(t.b, op.email, op.plainPassword)).rejects.toThrow(/403/);
    // Enabled again: old sessions stay ended, a new sign-in works.
    await t.a.inject({ method: "PATCH", url: `/api/users/${op.id}/status`, headers: as(await admin()), payload: { status: "active" } });
    expect((await agents(t.b, onB)).statusCode).toBe(401);
    await signIn(t.b, op.email, op.plainPassword);
  });

  it("a role changed on A applies on B at the next request", async () => {
    const op = await buildUser(t.db);
    const onB = await signIn(t.b, op.email, op.plainPassword);
    expect((await t.b.inject({ url: "/api/users", headers: { cookie: onB } })).statusCode).toBe(403);
    const adminCookie = await admin();
    const up = await t.a.inject({ method: "PATCH", url: `/api/users/${op.id}/role`, headers: as(adminCookie), payload: { role: "admin" } });
    expect(up.statusCode, up.body).toBe(200);
    expect((await t.b.inject({ url: "/api/users", headers: { cookie: onB } })).statusCode).toBe(200);
    await t.a.inject({ method: "PATCH", url: `/api/users/${op.id}/role`, headers: as(adminCookie), payload: { role: "user" } });
    expect((await t.b.inject({ url: "/api/users", headers: { cookie: onB } })).statusCode).toBe(403);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetUserId, op.id))).map((r) => r.action);
    expect(actions).toEqual(["user.role_changed", "user.role_changed"]);
  });
});
