import { describe, expect, it } from "vitest";
import { passGate, signIn } from "./test/build-test-app";
import { useTestApp } from "./test/use-test-app";

const t = useTestApp({}, { signIn: false });

/** The only API routes anyone may call without passing the gate and signing in. */
const PUBLIC = [
  "GET /api/health", "GET /api/auth/gate", "POST /api/auth/gate",
  "GET /api/whatsapp/webhook", "POST /api/whatsapp/webhook",
  "GET /api/hail-risk", "GET /api/hail-history", "POST /api/analytics/events", "GET /api/landing/config", "POST /api/stripe/webhook",
  "POST /api/assessments", "GET /api/landing/stats",
  // The invitation page (issue 13): the invited person has no session yet.
  "POST /api/invites/check", "POST /api/invites/accept",
  "POST /api/webhooks/github", "POST /api/ingest/deployments", "POST /api/ingest/quality",
];
/** Routes that need the gate but no sign-in: the sign-in itself. */
const GATED = [
  "GET /api/auth/config",
  "GET /api/auth/status",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/google",
  "GET /api/auth/google/callback",
];

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe("access to every registered route", () => {
  it("declares exactly the expected public and gated routes", () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    expect(t.app.registeredRoutes.filter((r) => r.access === "public").map(key).sort()).toEqual([...PUBLIC].sort());
    expect(t.app.registeredRoutes.filter((r) => r.access === "gated").map(key).sort()).toEqual([...GATED].sort());
    expect(t.app.registeredRoutes.length).toBeGreaterThan(PUBLIC.length + GATED.length);
  });

  it("refuses anonymous calls (no gate) to everything but the public routes", async () => {
    for (const route of t.app.registeredRoutes) {
      const res = await t.app.inject({ method: route.method as "GET", url: concrete(route.url), payload: route.method === "GET" ? undefined : {} });
      const name = `${route.method} ${route.url}`;
      if (PUBLIC.includes(name)) expect(res.statusCode, name).not.toBe(403);
      else {
        expect(res.statusCode, name).toBe(403);
        expect(res.json().code, name).toBe("GATE_REQUIRED");
      }
    }
  });

  it("refuses calls past the gate but signed out, except the sign-in routes", async () => {
    const cookie = await passGate(t.app);
    for (const route of t.app.registeredRoutes) {
      const name = `${route.method} ${route.url}`;
      if (PUBLIC.includes(name) || GATED.includes(name)) continue;
      const res = await t.app.inject({ method: route.method as "GET", url: concrete(route.url), headers: { cookie }, payload: route.method === "GET" ? undefined : {} });
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ message: "Authentication required", code: "UNAUTHENTICATED" });
    }
  });
});

describe("request hardening", () => {
  it("answers 404 JSON for unknown API routes once signed in", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ url: "/api/nope", headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Route GET /api/nope not found" });
  });

  it("answers 413 for a body over the limit", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({
      method: "POST", url: "/api/tasks", headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ agentId: 1, title: "x", description: "y".repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
  });

  it("answers 400 for malformed JSON, without internals", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie, "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Request body is not valid JSON" });
  });

  it("refuses cookie-authenticated writes from another origin (CSRF)", async () => {
    const cookie = await signIn(t.app);
    const payload = { agentId: 1, title: "From elsewhere", description: "should not be created" };
    const cross = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie, origin: "https://evil.example" }, payload });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ message: "Cross-site request refused", code: "CSRF" });
    const fetchSite = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie, "sec-fetch-site": "cross-site" }, payload });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie, origin: "http://localhost:80", host: "localhost:80" }, payload });
    expect(same.statusCode).toBe(201);
  });

  it("sends security headers: the API's for data, the documents' for pages (decision 130)", async () => {
    const api = await t.app.inject({ url: "/api/health" });
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(api.headers["referrer-policy"]).toBe("no-referrer");
    expect(api.headers["cross-origin-opener-policy"]).toBeUndefined();
    // An error answer carries them too.
    const missing = await t.app.inject({ url: "/api/no-such-route" });
    expect(missing.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    // A page of the web app gets the document's policy.
    const page = await t.app.inject({ url: "/login" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBeDefined();
  });

  it("reports health: database reachable, version, uptime", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      version: expect.any(String),
      uptimeSeconds: expect.any(Number),
      database: { reachable: true, driver: process.env.DATABASE_URL ? "postgres" : "pglite" },
    });
  });

  it("never leaks a stack trace on an internal error", async () => {
    const cookie = await signIn(t.app);
    const res = await t.app.inject({ url: "/api/agents/99999999999999999999/tasks", headers: { cookie } });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});
