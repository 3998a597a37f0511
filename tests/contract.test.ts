import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { buildTestApp, signIn, type TestApp } from "../server/test/build-test-app";
import { isEndpoint, type Endpoint } from "../web/lib/api";

/**
 * One contract, both sides: every endpoint the web app calls (declared with `endpoint()` in
 * web/features/<area>/api/) is a route of the server with the same method and path, and the
 * web parses its answer with the very schema the server serialises with. Every GET route is
 * called and its answer parsed with the web client's schema.
 */

/** GET routes the web app does not call through an api file, and why. */
const NOT_CALLED_BY_THE_WEB_APP: Record<string, string> = {
  "GET /api/health": "for uptime monitors and the deploy check; no page shows it",
  "GET /api/auth/google": "a full browser navigation that starts Google sign-in (spec 01 §7), not a background call",
  "GET /api/auth/google/callback": "Google's redirect back to us after sign-in",
  "GET /api/linkedin/callback": "LinkedIn's redirect back into the sign-in popup (decision 032)",
  "GET /api/facebook/callback": "Facebook's redirect back into the sign-in popup (decision 032)",
  "GET /api/whatsapp/webhook": "Meta's verification call when the webhook is registered",
  "GET /api/cmo/images/:id": "an <img> source: its URLs come in the campaign images answer",
  "GET /api/hail-risk":
    "called by the public landing page's own bundle (decision 041), which stays small without zod and the api client; its answer is tested in server/features/hail-risk",
  "GET /api/hail-history":
    "a ZIP's hail history for the landing page's own bundle (decision 041, issue 20); its answer is tested in server/features/hail-risk",
  "GET /api/landing/config": "read by the landing page's own bundle when the server did not write the WhatsApp number into the page (decision 041)",
  "GET /api/landing/stats": "read by the public landing page's own bundle (decision 041); its answer is tested in server/features/landing",
  "GET /api/skip-trace/leads": "not among the web app's calls (spec 02 §7): the skip-trace panels read the metrics and the prioritised list; for API clients",
  "GET /api/approvals/:id": "one queue item, for API clients: the approvals page reads the list, which carries every field",
  "GET /api/companies/:id/metrics":
    "spec 01's stored system_metrics rows, kept for API clients; the health panel reads the measured model at /api/health/system (decision 050)",
  "GET /api/skip-trace/leads/:id": "not among the web app's calls (spec 02 §7): one traced lead, for API clients",
};

/** GET routes that answer an error in this test app (nothing configured), and why that is right. */
const EXPECTED_ERRORS: Record<string, { status: number; reason: string }> = {
  "GET /api/stripe/metrics": { status: 503, reason: "NOT_CONFIGURED until STRIPE_SECRET_KEY is set; the revenue cards show the message" },
  "GET /api/social-media/calendar": {
    status: 409,
    reason: "NOT_CONNECTED while no language model is configured; the web reads it only while the agent is connected (spec 02 §4)",
  },
  "GET /api/linkedin/auth-url": { status: 503, reason: "NOT_CONFIGURED until LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are set; the hub shows the message" },
  "GET /api/facebook/auth-url": { status: 503, reason: "NOT_CONFIGURED until FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set; the hub shows the message" },
};

const root = path.resolve(__dirname, "..");
const webApiModules = import.meta.glob<Record<string, unknown>>(["../web/features/*/api/*.ts", "!../web/features/*/api/*.test.ts"], { eager: true });

function webEndpoints(): { file: string; name: string; endpoint: Endpoint }[] {
  const out: { file: string; name: string; endpoint: Endpoint }[] = [];
  for (const [file, mod] of Object.entries(webApiModules)) {
    for (const [name, value] of Object.entries(mod)) if (isEndpoint(value)) out.push({ file, name, endpoint: value });
  }
  return out;
}

const successSchema = (response: Record<string, unknown> | undefined) => {
  const key = Object.keys(response ?? {}).find((k) => /^2\d\d$/.test(k));
  return key ? (response![key] as z.ZodType) : undefined;
};

describe("contract/", () => {
  it("exports each name once", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of readdirSync(path.join(root, "contract")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      const text = readFileSync(path.join(root, "contract", file), "utf8");
      for (const m of text.matchAll(/^export (?:const|type|interface|function|enum|class) (\w+)/gm)) {
        if (seen.has(m[1])) twice.push(`${m[1]}: ${seen.get(m[1])} and ${file}`);
        else seen.set(m[1], file);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("web endpoints against the server's routes", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = await signIn(t.app);
  });
  afterAll(async () => t?.close());

  it("each web endpoint is a server route answering with the same schema, declared in one place", () => {
    const problems: string[] = [];
    const list = webEndpoints();
    expect(list.length).toBeGreaterThan(0);
    const declared = new Map<string, string>();
    for (const { file, name, endpoint } of list) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (declared.has(key)) problems.push(`${file} ${name}: ${key} is declared again (first in ${declared.get(key)})`);
      declared.set(key, `${file} ${name}`);
      const route = t.app.registeredRoutes.find((r) => r.method === endpoint.method && r.url === endpoint.path);
      if (!route) {
        problems.push(`${file} ${name}: no server route ${endpoint.method} ${endpoint.path}`);
        continue;
      }
      const served = successSchema(route.schema.response);
      if (served !== endpoint.response) problems.push(`${file} ${name}: ${endpoint.method} ${endpoint.path} is parsed with another schema than the server's`);
    }
    expect(problems).toEqual([]);
  });

  it("every GET route is called by the web app through an api file, or listed with a reason", () => {
    const called = new Set(webEndpoints().map((e) => `${e.endpoint.method} ${e.endpoint.path}`));
    const missing = t.app.registeredRoutes
      .filter((r) => r.method === "GET")
      .map((r) => `GET ${r.url}`)
      .filter((k) => !called.has(k) && !(k in NOT_CALLED_BY_THE_WEB_APP));
    expect(missing).toEqual([]);
    for (const k of Object.keys(NOT_CALLED_BY_THE_WEB_APP)) expect(called.has(k), `${k} is called after all`).toBe(false);
    for (const k of Object.keys(EXPECTED_ERRORS)) expect(called.has(k), `${k} is listed with an expected error but the web app does not call it`).toBe(true);
  });

  it("every GET answer parses with the web client's schema", async () => {
    // A stored lead (so the skip-trace lists are not empty) and a conversation with a reply.
    const post = async (url: string, payload: object) => {
      const res = await t.app.inject({ method: "POST", url, headers: { cookie }, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
      return res.json() as { id: number };
    };
    await post("/api/skip-trace/add-lead", { propertyAddress: "100 Main St, Houston, TX 77002", ownerName: "Ana Pérez" });
    const conversation = await post("/api/conversations", { agentId: 1, userId: 1, title: "Chat with CTO" });
    await post(`/api/conversations/${conversation.id}/messages`, { role: "user", content: "What is running?" });
    const imported = await t.app.inject({ method: "POST", url: "/api/properties/import", headers: { cookie, "content-type": "text/csv" }, payload: "address,city,zip\n100 Main St,Houston,77002" });
    expect(imported.json()).toMatchObject({ imported: 1 });
    const [property] = (await t.app.inject({ url: "/api/properties", headers: { cookie } })).json().items;
    const idUnder: Record<string, number> = { "/api/conversations/": conversation.id, "/api/properties/": property.id };
    const concrete = (url: string) =>
      url.replace(":id", () => String(Object.entries(idUnder).find(([prefix]) => url.startsWith(prefix))?.[1] ?? 1));
    const QUERY: Record<string, string> = { "/api/hail-risk": "?zip=77002", "/api/storms/map": "?bbox=-107,25.5,-93,36.7&zoom=6&period=season", "/api/approvals/whatsapp/contact": "?phone=%2B17135550100", "/api/aria/calculator": "?budget=30000&downPayment=5000&term=60", "/api/conversations/latest": "?agentId=1" };

    const problems: string[] = [];
    const byKey = new Map(webEndpoints().map((e) => [`${e.endpoint.method} ${e.endpoint.path}`, e.endpoint]));
    for (const route of t.app.registeredRoutes.filter((r) => r.method === "GET")) {
      const key = `GET ${route.url}`;
      const web = byKey.get(key);
      if (!web) continue;
      const res = await t.app.inject({ method: "GET", url: concrete(route.url) + (QUERY[route.url] ?? ""), headers: { cookie } });
      const expected = EXPECTED_ERRORS[key];
      if (expected) {
        if (res.statusCode !== expected.status) problems.push(`${key}: ${res.statusCode}, expected ${expected.status} (${expected.reason})`);
        continue;
      }
      if (res.statusCode >= 300) {
        problems.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const parsed = web.response.safeParse(res.json());
      if (!parsed.success) problems.push(`${key}: ${JSON.stringify(parsed.error.issues).slice(0, 300)}`);
    }
    expect(problems).toEqual([]);
  });
});
