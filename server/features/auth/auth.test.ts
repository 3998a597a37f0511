import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { eq } from "drizzle-orm";
import { users, sessions } from "../../db/schema";
import { buildTestApp, cookieFrom, passGate, signIn, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../../test/build-test-app";
import { loadConfig } from "../../config";

const t = useTestApp({}, { signIn: false });

describe("site gate", () => {
  it("reports the gate as enabled and not passed, with the demo hint", async () => {
    const res = await t.app.inject({ url: "/api/auth/gate" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, passed: false, demoHint: DEMO_GATE_PASSWORD });
  });

  it("refuses sign-in and the app API before the gate is passed", async () => {
    for (const [method, url] of [
      ["POST", "/api/auth/login"],
      ["GET", "/api/agents"],
      ["GET", "/api/auth/status"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD } : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: "Enter the site access password first", code: "GATE_REQUIRED" });
    }
  });

  it("answers 401 Invalid password for a wrong password and sets no session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/gate", payload: { password: "nope" }, remoteAddress: "10.0.0.2" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Invalid password");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 400 with the message when the password is missing", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/gate", payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("password");
  });

  it("stores the flag in the session on the right password", async () => {
    const cookie = await passGate(t.app);
    expect(cookie).toMatch(/^aiops\.sid=/);
    const status = await t.app.inject({ url: "/api/auth/gate", headers: { cookie } });
    expect(status.json().passed).toBe(true);
    const auth = await t.app.inject({ url: "/api/auth/status", headers: { cookie } });
    expect(auth.json()).toEqual({ authenticated: false, user: null });
  });

  it("answers 429 after 10 failed attempts a minute from one client", async () => {
    const attempt = () =>
      t.app.inject({ method: "POST", url: "/api/auth/gate", payload: { password: "wrong" }, remoteAddress: "10.9.9.9" });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers["retry-after"]).toBeDefined();
    expect(blocked.json().message).toMatch(/Too many failed attempts/);
    // Another client is not affected.
    const other = await t.app.inject({ method: "POST", url: "/api/auth/gate", payload: { password: DEMO_GATE_PASSWORD }, remoteAddress: "10.9.9.8" });
    expect(other.statusCode).toBe(200);
  });
});

describe("sign-in", () => {
  it("gives the config with demo credentials in demo mode and Google off", async () => {
    const cookie = await passGate(t.app);
    const res = await t.app.inject({ url: "/api/auth/config", headers: { cookie } });
    expect(res.json()).toEqual({
      googleAuthEnabled: false,
      emailPasswordEnabled: true,
      demoCredentials: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD },
    });
  });

  it("validates the e-mail and the password length with the spec's messages", async () => {
    const cookie = await passGate(t.app);
    const bad = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { cookie }, payload: { email: "not-an-email", password: "123456" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "email", message: "Please enter a valid email address" }]);
    const short = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { cookie }, payload: { email: "a@b.co", password: "123" } });
    expect(short.json().issues).toEqual([{ path: "password", message: "Password must be at least 6 characters" }]);
  });

  it("refuses a wrong password and an unknown e-mail with one message", async () => {
    const cookie = await passGate(t.app);
    for (const payload of [
      { email: DEMO_ADMIN_EMAIL, password: "wrong-password" },
      { email: "nobody@example.com", password: "wrong-password" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", headers: { cookie }, payload, remoteAddress: "10.1.1.1" });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Invalid email or password");
    }
  });

  it("signs in: a new session id, httpOnly SameSite=Lax cookie, lastLogin set, gate kept", async () => {
    const gateCookie = await passGate(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { cookie: gateCookie },
      payload: { email: DEMO_ADMIN_EMAIL.toUpperCase(), password: DEMO_ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.user).toMatchObject({ email: DEMO_ADMIN_EMAIL, firstName: "Admin", role: "admin" });
    expect(body.user.password).toBeUndefined();
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain HTTP in tests
    const cookie = cookieFrom(res);
    expect(cookie).not.toBe(gateCookie);
    // The old session id is gone.
    const oldSid = decodeURIComponent(gateCookie.split("=")[1]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, oldSid))).toHaveLength(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(user.lastLogin).not.toBeNull();
    const status = await t.app.inject({ url: "/api/auth/status", headers: { cookie } });
    expect(status.json()).toMatchObject({ authenticated: true, user: { firstName: "Admin", lastName: "Operator" } });
  });

  it("answers 429 after 10 failed sign-ins a minute from one client", async () => {
    const cookie = await passGate(t.app);
    const attempt = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/login", headers: { cookie }, payload: { email: DEMO_ADMIN_EMAIL, password }, remoteAddress: "10.7.7.7" });
    for (let i = 0; i < 10; i++) expect((await attempt("wrong-password")).statusCode).toBe(401);
    expect((await attempt("wrong-password")).statusCode).toBe(429);
    expect((await attempt(DEMO_ADMIN_PASSWORD)).statusCode).toBe(429);
  });

  it("logs out: signed out, still past the gate, old session unusable", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = cookieFrom(res);
    expect((await t.app.inject({ url: "/api/auth/status", headers: { cookie: after } })).json()).toEqual({ authenticated: false, user: null });
    expect((await t.app.inject({ url: "/api/agents", headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/agents", headers: { cookie: after } })).statusCode).toBe(401);
  });

  it("changes the password of the signed-in user", async () => {
    const cookie = await signIn(t.app);
    const wrong = await t.app.inject({
      method: "POST", url: "/api/auth/password", headers: { cookie },
      payload: { currentPassword: "nope-nope", newPassword: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const mismatch = await t.app.inject({
      method: "POST", url: "/api/auth/password", headers: { cookie },
      payload: { currentPassword: DEMO_ADMIN_PASSWORD, newPassword: "new-password-1", confirmPassword: "other-password" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().issues).toEqual([{ path: "confirmPassword", message: "Passwords don't match" }]);
    const ok = await t.app.inject({
      method: "POST", url: "/api/auth/password", headers: { cookie },
      payload: { currentPassword: DEMO_ADMIN_PASSWORD, newPassword: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(ok.statusCode).toBe(200);
    await expect(signIn(t.app, DEMO_ADMIN_EMAIL, "new-password-1")).resolves.toMatch(/aiops\.sid/);
    // Put it back for the other tests.
    const again = await signIn(t.app, DEMO_ADMIN_EMAIL, "new-password-1");
    await t.app.inject({
      method: "POST", url: "/api/auth/password", headers: { cookie: again },
      payload: { currentPassword: "new-password-1", newPassword: DEMO_ADMIN_PASSWORD, confirmPassword: DEMO_ADMIN_PASSWORD },
    });
  });
});

describe("without a gate password and outside demo mode", () => {
  const plain = useTestApp({ DEMO_MODE: "false", ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "s3cret-pass" }, { signIn: false });

  it("has the gate off and shows no demo credentials", async () => {
    expect((await plain.app.inject({ url: "/api/auth/gate" })).json()).toEqual({ enabled: false, passed: true, demoHint: null });
    expect((await plain.app.inject({ url: "/api/auth/config" })).json().demoCredentials).toBeNull();
    expect((await plain.app.inject({ url: "/api/agents" })).statusCode).toBe(401);
    const res = await plain.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "ops@example.com", password: "s3cret-pass" } });
    expect(res.statusCode).toBe(200);
    expect((await plain.app.inject({ url: "/api/agents", headers: { cookie: cookieFrom(res) } })).statusCode).toBe(200);
  });

  it("honours a configured gate password outside demo mode, without a hint", async () => {
    const gated = await buildTestApp({ DEMO_MODE: "false", SITE_GATE_PASSWORD: "team-only" });
    try {
      expect((await gated.app.inject({ url: "/api/auth/gate" })).json()).toEqual({ enabled: true, passed: false, demoHint: null });
      expect((await gated.app.inject({ method: "POST", url: "/api/auth/gate", payload: { password: DEMO_GATE_PASSWORD } })).statusCode).toBe(401);
      expect((await gated.app.inject({ method: "POST", url: "/api/auth/gate", payload: { password: "team-only" } })).statusCode).toBe(200);
    } finally {
      await gated.close();
    }
  });
});

describe("demo mode only when asked for (decision 112)", () => {
  it("an admin configured on the embedded database is a real installation: no demo, no password on screen", async () => {
    // DEMO_MODE unset (the test default sets it): what a real installation without DATABASE_URL gets.
    expect(loadConfig({ ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "chosen-secret-9" }).demoMode).toBe(false);
    expect(loadConfig({ ADMIN_PASSWORD: "chosen-secret-9" }).demoMode).toBe(false);
    expect(loadConfig({}).demoMode).toBe(true);
    expect(loadConfig({ DEMO_MODE: "true", DATABASE_URL: "postgres://x@h/db" }).demoMode).toBe(true);
    const t = await buildTestApp({ DEMO_MODE: undefined, ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "chosen-secret-9" });
    try {
      expect(t.app.config.demoMode).toBe(false);
      expect((await t.app.inject({ url: "/api/auth/config" })).json().demoCredentials).toBeNull();
      expect((await t.app.inject({ url: "/api/auth/gate" })).json().demoHint).toBeNull();
    } finally {
      await t.close();
    }
  });

  it("a chosen admin password is never shown, even with DEMO_MODE=true", async () => {
    const t = await buildTestApp({ DEMO_MODE: "true", ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "chosen-secret-9" });
    try {
      expect(t.app.config.demoMode).toBe(true);
      const res = await t.app.inject({ url: "/api/auth/config", headers: { cookie: await passGate(t.app) } });
      expect(res.statusCode).toBe(200);
      const body = res.body;
      expect(body).not.toContain("chosen-secret-9");
      expect(JSON.parse(body).demoCredentials).toBeNull();
    } finally {
      await t.close();
    }
  });
});
