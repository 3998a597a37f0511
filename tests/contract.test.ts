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
const NOT_CALLED_BY_THE_WEB_APP: Record<string, string> = {};

/** GET routes that answer an error in this test app (nothing configured), and why that is right. */
const EXPECTED_ERRORS: Record<string, { status: number; reason: string }> = {};

const root = path.resolve(__dirname, "..");
const webApiModules = import.meta.glob<Record<string, unknown>>("../web/features/*/api/*.ts", { eager: true });

function webEndpoints(): { file: string; name: string; endpoint: Endpoint }[] {
  const out: { file: string; name: string; endpoint: Endpoint }[] = [];
  for (const [file, mod] of Object.entries(webApiModules)) {
    if (file.endsWith(".test.ts")) continue;
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

  it("each web endpoint is a server route answering with the same schema", () => {
    const problems: string[] = [];
    const list = webEndpoints();
    expect(list.length).toBeGreaterThan(0);
    for (const { file, name, endpoint } of list) {
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
  });

  it("every GET answer parses with the web client's schema", async () => {
    // A stored lead, so /api/skip-trace/leads/:id has a row to answer with.
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/skip-trace/add-lead",
      headers: { cookie },
      payload: { propertyAddress: "100 Main St, Houston, TX 77002", ownerName: "Ana Pérez" },
    });
    expect(lead.statusCode).toBe(201);
    const ids: Record<string, number> = { id: lead.json().id };
    const concrete = (url: string) =>
      url
        .replace(/^\/api\/(agents|companies)\/:id/, "/api/$1/1")
        .replace(/:([A-Za-z]+)/g, (_m, n: string) => String(ids[n] ?? 1));
    const QUERY: Record<string, string> = { "/api/hail-risk": "?zip=77002", "/api/aria/calculator": "?budget=30000&downPayment=5000&term=60" };

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
