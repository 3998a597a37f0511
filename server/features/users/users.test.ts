import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, userInvites } from "../../db/schema";
import { signIn } from "../../test/build-test-app";
import { buildUser } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();
const as = (cookie: string) => ({ cookie, origin: "http://localhost:80" });

async function invite(email: string, role = "user") {
  const res = await t.app.inject({ method: "POST", url: "/api/users", headers: as(t.cookie), payload: { email, firstName: "Ana", lastName: "Operadora", role, method: "invite" } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { user: { id: number; status: string }; inviteUrl: string; password: null };
}
const tokenOf = (url: string) => url.split("#")[1];

describe("user management", () => {
  it("is for admins only", async () => {
    const op = await buildUser(t.db);
    const cookie = await signIn(t.app, op.email, op.plainPassword);
    for (const [method, url] of [["GET", "/api/users"], ["GET", "/api/audit-log"], ["PATCH", `/api/users/${op.id}/role`]] as const) {
      const res = await t.app.inject({ method, url, headers: as(cookie), payload: method === "PATCH" ? { role: "admin" } : undefined });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it("invites an operator with a one-time link, stored only as a hash, that sets their password", async () => {
    const created = await invite("ana.invite@example.com");
    expect(created.user.status).toBe("invited");
    expect(created.password).toBeNull();
    expect(created.inviteUrl).toMatch(/^http:\/\/localhost(:80)?\/invite#[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(created.inviteUrl);
    const [stored] = await t.db.select().from(userInvites).where(eq(userInvites.userId, created.user.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toHaveLength(64);

    // Not yet able to sign in.
    await expect(signIn(t.app, "ana.invite@example.com", "whatever-1")).rejects.toThrow(/401/);

    const check = await t.app.inject({ method: "POST", url: "/api/invites/check", payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ email: "ana.invite@example.com", firstName: "Ana" });

    const mismatch = await t.app.inject({ method: "POST", url: "/api/invites/accept", payload: { token, password: "secret-123", confirmPassword: "nope" } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues[0].path).toBe("confirmPassword");

    const accept = await t.app.inject({ method: "POST", url: "/api/invites/accept", payload: { token, password: "secret-123", confirmPassword: "secret-123" } });
    expect(accept.statusCode, accept.body).toBe(200);
    await signIn(t.app, "ana.invite@example.com", "secret-123");

    // Used once.
    const again = await t.app.inject({ method: "POST", url: "/api/invites/accept", payload: { token, password: "other-123", confirmPassword: "other-123" } });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("INVITE_INVALID");
  });

  it("refuses an expired invitation", async () => {
    const created = await invite("late@example.com");
    await t.db.update(userInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userInvites.userId, created.user.id));
    const res = await t.app.inject({ method: "POST", url: "/api/invites/check", payload: { token: tokenOf(created.inviteUrl) }, remoteAddress: "10.1.1.1" });
    expect(res.statusCode).toBe(404);
  });

  it("rate limits wrong invitation tokens", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/invites/check", payload: { token: `x${"a".repeat(30)}${i}` }, remoteAddress: "10.2.2.2" });
      codes.push(res.statusCode);
    }
    expect(codes).toContain(429);
  });

  it("adds a user with a generated password shown once", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/users", headers: as(t.cookie), payload: { email: "Pat@Example.com", firstName: "Pat", lastName: "Ops", method: "password" } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: "pat@example.com", role: "user", status: "active" });
    expect(body.password).toHaveLength(18);
    await signIn(t.app, "pat@example.com", body.password);
    const dup = await t.app.inject({ method: "POST", url: "/api/users", headers: as(t.cookie), payload: { email: "pat@example.com", firstName: "Pat", lastName: "Ops" } });
    expect(dup.statusCode).toBe(409);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetEmail, "pat@example.com"));
    expect(entry.action).toBe("user.created");
    expect(JSON.stringify(entry)).not.toContain(body.password);
  });

  it("answers 400 naming the field", async () => {
    const cases = [
      [{ email: "nope", firstName: "A", lastName: "B" }, "email"],
      [{ email: "a@b.co", firstName: " ", lastName: "B" }, "firstName"],
      [{ email: "a@b.co", firstName: "A", lastName: "B", role: "root" }, "role"],
      [{ email: "a@b.co", firstName: "A", lastName: "B", method: "carrier-pigeon" }, "method"],
    ] as const;
    for (const [payload, field] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/users", headers: as(t.cookie), payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues[0].path).toBe(field);
    }
    const status = await t.app.inject({ method: "PATCH", url: "/api/users/1/status", headers: as(t.cookie), payload: { status: "gone" } });
    expect(status.statusCode).toBe(400);
    expect(status.json().issues[0].path).toBe("status");
    const session = await t.app.inject({ method: "DELETE", url: "/api/users/1/sessions/xyz", headers: as(t.cookie) });
    expect(session.statusCode).toBe(400);
    expect(session.json().issues[0].path).toBe("sessionId");
  });

  it("lists users, their sessions, and ends one session", async () => {
    const op = await buildUser(t.db);
    const first = await signIn(t.app, op.email, op.plainPassword);
    const second = await signIn(t.app, op.email, op.plainPassword);
    const list = await t.app.inject({ url: "/api/users", headers: as(t.cookie) });
    expect(list.json().find((u: { id: number }) => u.id === op.id)).toMatchObject({ activeSessions: 2, status: "active" });

    const sessions = (await t.app.inject({ url: `/api/users/${op.id}/sessions`, headers: as(t.cookie) })).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0].id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(sessions)).not.toContain(second.split("aiops.sid=")[1]);

    const end = await t.app.inject({ method: "DELETE", url: `/api/users/${op.id}/sessions/${sessions[0].id}`, headers: as(t.cookie) });
    expect(end.json()).toEqual({ ok: true, ended: 1 });
    const codes = await Promise.all([first, second].map(async (cookie) => (await t.app.inject({ url: "/api/agents", headers: { cookie } })).statusCode));
    expect(codes.sort()).toEqual([200, 401]);

    const all = await t.app.inject({ method: "DELETE", url: `/api/users/${op.id}/sessions`, headers: as(t.cookie) });
    expect(all.json()).toEqual({ ok: true, ended: 1 });
    expect((await t.app.inject({ url: "/api/agents", headers: { cookie: first } })).statusCode).toBe(401);
  });

  it("keeps one active admin and refuses changes to the admin's own account", async () => {
    const me = (await t.app.inject({ url: "/api/auth/status", headers: { cookie: t.cookie } })).json().user.id;
    const own = await t.app.inject({ method: "PATCH", url: `/api/users/${me}/status`, headers: as(t.cookie), payload: { status: "disabled" } });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toMatch(/^status:/);
  });

  it("writes the audit log readable page by page", async () => {
    const p1 = await t.app.inject({ url: "/api/audit-log?pageSize=2", headers: as(t.cookie) });
    expect(p1.statusCode).toBe(200);
    const body = p1.json();
    expect(body.entries).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    const p2 = (await t.app.inject({ url: "/api/audit-log?pageSize=2&page=2", headers: as(t.cookie) })).json();
    expect(p2.entries[0].id).toBeLessThan(body.entries[1].id);
    const bad = await t.app.inject({ url: "/api/audit-log?pageSize=1000", headers: as(t.cookie) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("pageSize");
  });
});
