import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresReachable, queryDatabase, startAppProcess } from "../../test/app-process";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../../config";
import { waitFor } from "../../test/wait-for";
import { CONSENT_TEXT } from "../../../contract/landing";

/**
 * Mixed load on two app instances sharing one PostgreSQL database; one instance is killed
 * (SIGKILL) a third of the way in and started again. Afterwards:
 * - every write an instance acknowledged is stored (tasks created, lead notes saved);
 * - every acknowledged task is completed, and no task was worked twice: a task's model call
 *   is made once, and a second time only for a task that was in progress when its instance
 *   died (the killed attempt never finished).
 * The load runs MIXED_LOAD_SECONDS (default 30 s, the kill at a third of it: ~220 tasks and
 * ~2,000 requests alone, two thirds of them after the kill; 60 s gave twice as many and was the
 * PostgreSQL pass's longest file, 77–98 s). PostgreSQL only (two processes on one database).
 */
// The PostgreSQL pass only (it sets DATABASE_URL); `npm test` leaves it out of the PGlite pass too
// (AIOPS_TEST_EXCLUDE, decision 142).
const serverUrl = process.env.DATABASE_URL ?? "";
const reachable = await postgresReachable(serverUrl);

const LOAD_MS = Number(process.env.MIXED_LOAD_SECONDS ?? 30) * 1000;
const KILL_AT_MS = LOAD_MS / 3;
const PORTS = [Number(process.env.MIXED_LOAD_PORT ?? 3241), Number(process.env.MIXED_LOAD_PORT ?? 3241) + 1];
const fake = new FakeLanguageModelServer({ firstByteDelayMs: 150 });
const dbName = `aiops_mixed_${randomBytes(5).toString("hex")}`;
let databaseUrl = "";
const children: (ChildProcess | null)[] = [null, null];

function startApp(port: number): Promise<ChildProcess> {
  return startAppProcess({ port, databaseUrl, logLevel: "error", startTimeoutMs: 90_000, env: { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake", AI_TIMEOUT_MS: "120000", TASK_STALE_SECONDS: "2", TASK_CONCURRENCY: "4" } });
}

const query = <T>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stamp = (n: number) => `[mlt-${String(n).padStart(5, "0")}]`;

describe.skipIf(!reachable)("mixed load on two instances, one killed and restarted", () => {
  beforeAll(async () => {
    await fake.start();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.href;
  }, 30_000);
  afterAll(async () => {
    for (const c of children) if (c && c.exitCode === null) c.kill("SIGKILL");
    await fake.stop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("loses no acknowledged write and works no task twice", async () => {
    // One instance first (it migrates and seeds), then the second.
    children[0] = await startApp(PORTS[0]);
    children[1] = await startApp(PORTS[1]);
    const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);

    // Sessions live in PostgreSQL: one sign-in serves both instances.
    const json = { "content-type": "application/json", origin: bases[0] };
    const gate = await fetch(`${bases[0]}/api/auth/gate`, { method: "POST", headers: json, body: JSON.stringify({ password: DEMO_GATE_PASSWORD }) });
    let cookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const login = await fetch(`${bases[0]}/api/auth/login`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }) });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const agents = (await (await fetch(`${bases[0]}/api/agents`, { headers: { cookie } })).json()) as { id: number; role: string }[];
    const agentIds = agents.map((a) => a.id);
    // Three leads through the landing form, one per note writer.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${bases[0]}/api/assessments`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          name: `Mixed Load ${i}`,
          phone: `713555${String(1000 + i)}`,
          address: `${100 + i} Main St, Houston, TX`,
          zip: "77002",
          consent: true,
          consentText: CONSENT_TEXT.en,
          language: "en",
          elapsedMs: 60_000,
        }),
      });
      expect(res.status).toBe(200);
    }
    const leadIds = (await query<{ id: number }>("select id from leads where owner_name like 'Mixed Load %' order by id")).map((r) => r.id);
    expect(leadIds.length).toBe(3);

    let instanceUp = [true, true];
    let turn = 0;
    /** A request to one of the instances that is up (round robin), with the origin header it needs. */
    const call = async (path: string, init: RequestInit = {}) => {
      const candidates = [0, 1].filter((i) => instanceUp[i]);
      const i = candidates[turn++ % candidates.length];
      return fetch(`${bases[i]}${path}`, {
        ...init,
        headers: { ...(init.body ? { "content-type": "application/json" } : {}), origin: bases[i], cookie, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(15_000),
      });
    };

    const ackedTasks = new Map<number, string>(); // id → stamp
    let taskSeq = 0;
    const ackedNote = new Map<number, number>(); // lead → last acknowledged sequence
    const sentNote = new Map<number, number>(); // lead → last sequence sent
    const outcomes = { ok: 0, failed: 0, serverErrors: [] as string[] };
    const startedAt = Date.now();
    const running = () => Date.now() - startedAt < LOAD_MS;

    const taskWriter = async () => {
      while (running()) {
        const n = ++taskSeq;
        try {
          const res = await call("/api/tasks", {
            method: "POST",
            body: JSON.stringify({ agentId: agentIds[n % agentIds.length], title: `Mixed load ${stamp(n)}`, description: `Work item ${stamp(n)}` }),
          });
          if (res.status === 201) {
            ackedTasks.set(((await res.json()) as { id: number }).id, stamp(n));
            outcomes.ok++;
          } else if (res.status >= 500) outcomes.serverErrors.push(`POST /api/tasks ${res.status}`);
        } catch {
          outcomes.failed++; // the instance died under the request: not acknowledged
        }
        await sleep(250);
      }
    };
    const noteWriter = async (leadId: number) => {
      let n = 0;
      while (running()) {
        n++;
        sentNote.set(leadId, n);
        try {
          const res = await call(`/api/leads/${leadId}`, { method: "PATCH", body: JSON.stringify({ notes: `note ${n}` }) });
          if (res.status === 200) {
            ackedNote.set(leadId, n);
            outcomes.ok++;
          } else if (res.status >= 500) outcomes.serverErrors.push(`PATCH lead ${res.status}`);
        } catch {
          outcomes.failed++;
        }
        await sleep(100);
      }
    };
    const reader = async () => {
      const paths = ["/api/agents", "/api/dashboard/kpis", "/api/health/agents", "/api/leads", "/api/command-center/tasks", "/api/health"];
      let k = 0;
      while (running()) {
        const path = paths[k++ % paths.length];
        try {
          const res = await call(path);
          await res.arrayBuffer();
          if (res.status >= 500) outcomes.serverErrors.push(`GET ${path} ${res.status}`);
          else outcomes.ok++;
        } catch {
          outcomes.failed++;
        }
        await sleep(50);
      }
    };
    const inHandAtKill = new Set<string>();
    const killer = async () => {
      await sleep(KILL_AT_MS);
      // Tasks in progress at this moment may be worked again after the restart (their attempt dies).
      children[0]!.kill("SIGKILL");
      instanceUp = [false, true];
      await new Promise((r) => children[0]!.once("exit", r));
      // What the dead instance had in hand stays in progress until its heartbeat is stale (2 s).
      for (const t of await query<{ title: string }>("select title from tasks where status = 'in_progress'")) inHandAtKill.add(t.title);
      children[0] = await startApp(PORTS[0]);
      instanceUp = [true, true];
    };

    await Promise.all([taskWriter(), taskWriter(), ...leadIds.map(noteWriter), reader(), reader(), killer()]);

    expect(outcomes.serverErrors).toEqual([]);
    expect(ackedTasks.size).toBeGreaterThan(20);

    // Every acknowledged task is stored and, in time, completed.
    const ids = [...ackedTasks.keys()];
    const rows = await waitFor(
      () => query<{ id: number; status: string; title: string }>("select id, status, title from tasks where id = any($1::int[])", [ids]),
      (r) => r.length === ids.length && r.every((t) => t.status === "completed" || t.status === "failed"),
      "every acknowledged task finished",
      180_000,
    );
    expect(rows.length).toBe(ids.length);
    expect(rows.filter((t) => t.status !== "completed")).toEqual([]);
    for (const t of rows) expect(t.title).toContain(ackedTasks.get(t.id)!);

    // No task worked twice: one model call per task; two only where the first attempt died
    // with the killed instance (at most the tasks that instance had in hand).
    const callsPer = new Map<string, number>();
    for (const r of fake.callsTo("/v1/chat/completions")) {
      // The task being worked is in the last message (the context before it lists other tasks).
      const messages = (r.body.messages ?? []) as { content: unknown }[];
      const m = JSON.stringify(messages.at(-1)?.content ?? "").match(/\[mlt-\d{5}\]/);
      if (m) callsPer.set(m[0], (callsPer.get(m[0]) ?? 0) + 1);
    }
    const missing = [...ackedTasks.entries()].filter(([, s]) => (callsPer.get(s) ?? 0) === 0);
    if (missing.length) {
      const detail = await query("select id, agent_id, status, metadata from tasks where id = any($1::int[])", [missing.map(([id]) => id)]);
      console.log("no model call seen for", JSON.stringify(detail), [...new Set(fake.requests.map((r) => r.path))]);
    }
    const twice = [...ackedTasks.values()].filter((s) => (callsPer.get(s) ?? 0) > 1);
    expect([...ackedTasks.values()].filter((s) => (callsPer.get(s) ?? 0) === 0)).toEqual([]);
    expect([...callsPer.values()].every((n) => n <= 2)).toBe(true);
    expect(twice.length).toBeLessThanOrEqual(4); // TASK_CONCURRENCY of the killed instance
    const inHand = [...inHandAtKill].join(" ");
    expect(twice.filter((s) => !inHand.includes(s))).toEqual([]);

    // Every acknowledged note is stored (or a later one whose answer was lost with the instance).
    for (const leadId of leadIds) {
      const [lead] = await query<{ notes: string | null }>("select notes from leads where id = $1", [leadId]);
      const stored = Number(lead.notes?.replace("note ", "") ?? 0);
      expect(stored).toBeGreaterThanOrEqual(ackedNote.get(leadId) ?? 0);
      expect(stored).toBeLessThanOrEqual(sentNote.get(leadId) ?? 0);
    }
    console.log(
      `mixed load: ${outcomes.ok} answered, ${outcomes.failed} lost with the killed instance, ${ackedTasks.size} tasks acknowledged and completed, ${twice.length} worked again after the kill`,
    );
    for (const c of children) c?.kill("SIGTERM");
    await Promise.all(children.map((c) => (c && c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
  }, LOAD_MS + 360_000);
});
