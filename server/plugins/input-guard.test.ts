import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { INT32_MAX, MAX_TEXT_LENGTH, findUnstorable } from "../../contract/common";
import { FakeLanguageModelServer } from "../test/fakes/openai";
import { useTestApp } from "../test/use-test-app";
import { leavesOf, sampleOf, withValueAt, type Leaf } from "../test/zod-sample";
import { INPUT_NOT_STORABLE } from "../lib/http-error";

describe("findUnstorable", () => {
  it("names the first string the database can't hold, keys included", () => {
    expect(findUnstorable({ a: ["ok", "x\u0000"] })).toEqual({ path: "a.1", message: "Must not contain a NUL character" });
    expect(findUnstorable({ b: "\ud800" })).toEqual({ path: "b", message: "Must not contain an unpaired UTF-16 surrogate" });
    expect(findUnstorable({ c: "x\udc00" })?.path).toBe("c");
    expect(findUnstorable({ "k\u0000": 1 })?.message).toMatch(/^Key: /);
    expect(findUnstorable({ d: "y".repeat(MAX_TEXT_LENGTH + 1) })?.message).toBe(`Must be at most ${MAX_TEXT_LENGTH} characters`);
    expect(findUnstorable({ ok: "emoji 😀 é ñ", n: 1e300, list: [true, null] })).toBeNull();
    expect(findUnstorable(Buffer.from("a\u0000b"))).toBeNull();
  });
});

/** Incompressible text (an index can't squeeze it below its row limit). */
const randomText = (length: number) => randomBytes(Math.ceil(length * 0.75)).toString("base64").slice(0, length);
const deep = (levels: number): unknown => (levels === 0 ? "x" : { d: deep(levels - 1) });

function badBodyValues(leaf: Leaf): unknown[] {
  switch (leaf.kind) {
    case "string": {
      const max = leaf.maxLength ?? MAX_TEXT_LENGTH;
      return ["a\u0000b", "\ud800", "x\udc00y", "z".repeat(max + 1), randomText(Math.min(max, MAX_TEXT_LENGTH))];
    }
    case "number":
      return [INT32_MAX + 1, -INT32_MAX - 2, 1e300, 9007199254740993];
    case "json":
      return [{ "k\u0000": 1 }, { k: "\ud800" }, { k: "a\u0000b" }, deep(40), { big: 1e300, n: INT32_MAX + 1 }];
    default:
      return ["a\u0000b", INT32_MAX + 1];
  }
}
/** Already URL-encoded: %00 is NUL, %ED%A0%80 the UTF-8 bytes of a lone surrogate. */
const BAD_QUERY_VALUES = [String(INT32_MAX + 1), "-2147483649", "99999999999999999999", "1e300", "a%00b", "%ED%A0%80", "%F0%9F", "q".repeat(MAX_TEXT_LENGTH + 1)];
const BAD_PARAM_VALUES = [String(INT32_MAX + 1), "-2147483649", "99999999999999999999", "1e300", "0x10", "a%00b", "%ED%A0%80"];

/** Routes left out, with why. */
const SKIPPED: Record<string, string> = {
  "POST /api/auth/logout": "ends the admin session the walk runs on (no input)",
};

/**
 * The only 5xx answers allowed: an outside service that is not configured here (503, saying which
 * variables to set) or a model answer the fake doesn't shape for that use (502 AGENT_FAILED).
 */
const EXPLAINED_5XX = ["NOT_CONFIGURED", // and every <SERVICE>_NOT_CONFIGURED (decision 060)
   "AGENT_FAILED", "INTEGRATION_FAILED"];

const fake = new FakeLanguageModelServer();

describe("input the database can't hold, on every registered route (signed in as admin)", () => {
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  const t = useTestApp(() => ({
    AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake",
    AI_IMAGES_MODEL: "gpt-image-1", AI_IMAGES_BASE_URL: fake.url, AI_IMAGES_API_KEY: "fake",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000", PUBLIC_RATE_LIMIT_PER_MINUTE: "1000000",
  }));

  it("never answers 5xx, and the contract (not the database) refuses it", { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    const send = async (method: string, url: string, payload: unknown, label: string) => {
      sent++;
      const res = await t.app.inject({ method: method as "POST", url, headers: { cookie: t.cookie }, payload: payload as object });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const body = res.headers["content-type"]?.toString().includes("json") ? (res.json() as { code?: string; message?: string }) : {};
      const code = body.code ?? "";
      const explained = (res.statusCode === 502 || res.statusCode === 503) && (EXPLAINED_5XX.includes(code) || code.endsWith("_NOT_CONFIGURED"));
      if ((res.statusCode >= 500 && !explained) || body.code === INPUT_NOT_STORABLE) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    };

    for (const route of t.app.registeredRoutes) {
      const name = `${route.method} ${route.url}`;
      if (SKIPPED[name]) continue;
      const params = route.url.match(/:[A-Za-z]+/g) ?? [];
      // A user that doesn't exist on /api/users/:id…: user 1 is the admin the walk runs on, and ending its sessions would end the walk.
      const fill = route.url.startsWith("/api/users/") ? "999999" : "1";
      const baseUrl = route.url.replace(/:[A-Za-z]+/g, fill);
      const querySchema = route.schema.querystring;
      const baseQuery = (querySchema ? sampleOf(querySchema) : {}) as Record<string, unknown>;
      const qs = (q: Record<string, unknown>, raw: Record<string, string> = {}) => {
        const parts = Object.entries(q).filter(([k, v]) => v !== undefined && raw[k] === undefined).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
        for (const [k, v] of Object.entries(raw)) parts.push(`${encodeURIComponent(k)}=${v}`);
        return parts.length ? `?${parts.join("&")}` : "";
      };
      const hasBody = route.method !== "GET" && route.method !== "DELETE";
      const baseBody = hasBody ? (route.schema.body ? sampleOf(route.schema.body) : {}) : undefined;

      // Path parameters.
      for (const param of params) {
        for (const bad of BAD_PARAM_VALUES) {
          const url = route.url.replace(/:[A-Za-z]+/g, (p) => (p === param ? bad : fill));
          await send(route.method, url + qs(baseQuery), baseBody, `${name} ${param}=${bad.slice(0, 20)}`);
        }
      }
      // Query string fields (and one the schema doesn't know).
      const queryKeys = querySchema ? leavesOf(querySchema).map((l) => String(l.path[0])) : [];
      for (const key of [...new Set([...queryKeys, "unknownField"])]) {
        for (const bad of BAD_QUERY_VALUES) await send(route.method, baseUrl + qs(baseQuery, { [key]: bad }), baseBody, `${name} ?${key}=${bad.slice(0, 20)}`);
      }
      // Body fields (and one the schema doesn't know).
      if (hasBody) {
        const leaves: Leaf[] = route.schema.body ? leavesOf(route.schema.body) : [];
        leaves.push({ path: ["unknownField"], kind: "json" }, { path: ["unknownText"], kind: "string", maxLength: null });
        for (const leaf of leaves) {
          for (const bad of badBodyValues(leaf)) {
            await send(route.method, baseUrl + qs(baseQuery), withValueAt(baseBody, leaf.path, bad), `${name} body.${leaf.path.join(".")}=${JSON.stringify(bad).slice(0, 24)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk reached the routes: most requests were refused as invalid.
    expect(sent).toBeGreaterThan(1000);
    expect(statuses.get(400) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(sent / 3);
  });

  it("refuses an id past int32 on GET /api/agents/:id/tasks with a 400 naming the field", async () => {
    const res = await t.app.inject({ url: "/api/agents/2147483648/tasks", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^id: .*\(params\)$/);
  });

  it("refuses NUL in the public analytics event, naming the field", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/analytics/events", payload: { name: "hail_zip_checked", path: "a\u0000b" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "path: Must not contain a NUL character", issues: [{ path: "path" }] });
  });

  it("refuses a lone surrogate in a command center instruction", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/command-center/execute", headers: { cookie: t.cookie }, payload: { instruction: "\ud800" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("instruction");
  });
});
