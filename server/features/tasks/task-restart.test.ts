import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresReachable, queryDatabase, startAppProcess } from "../../test/app-process";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../../config";
import { waitFor } from "../../test/wait-for";

/**
 * Kills the app (SIGKILL) while its worker is in the middle of a task, starts
 * it again on the same PostgreSQL database, and shows the task is taken up
 * again and completed. Two processes need PostgreSQL (TEST_DATABASE_URL or
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
 */
// The PostgreSQL pass only (it sets DATABASE_URL): the PGlite pass's `--exclude` of this file does
// not reach the vitest projects, and without this the file ran, and took its minute, in both passes.
const serverUrl = process.env.DATABASE_URL ?? "";
const reachable = await postgresReachable(serverUrl);

const PORT = Number(process.env.TASK_RESTART_TEST_PORT ?? 3231);
const base = `http://127.0.0.1:${PORT}`;
const fake = new FakeLanguageModelServer();
const dbName = `aiops_restart_${randomBytes(5).toString("hex")}`;
let databaseUrl = "";
let child: ChildProcess | null = null;

function startApp(): Promise<ChildProcess> {
  return startAppProcess({ port: PORT, databaseUrl, env: { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake", AI_TIMEOUT_MS: "120000", TASK_STALE_SECONDS: "2" } });
}

const query = <T>(text: string, values: unknown[] = []) => queryDatabase<T>(databaseUrl, text, values);

describe.skipIf(!reachable)("a task survives the app being killed mid-task", () => {
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
    if (child && child.exitCode === null) child.kill("SIGKILL");
    await fake.stop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it("takes the task up again after a restart and completes it", async () => {
    child = await startApp();
    // Sign in over HTTP as the browser would.
    const headers = { "content-type": "application/json", origin: base };
    const gate = await fetch(`${base}/api/auth/gate`, { method: "POST", headers, body: JSON.stringify({ password: DEMO_GATE_PASSWORD }) });
    let cookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }) });
    expect(login.status).toBe(200);
    cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const agents = (await (await fetch(`${base}/api/agents`, { headers: { cookie } })).json()) as { id: number; role: string }[];
    const cto = agents.find((a) => a.role === "cto")!.id;

    // The model never answers this first run: the task is stuck in progress.
    fake.enqueue({ kind: "hang" });
    const created = await fetch(`${base}/api/tasks`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ agentId: cto, title: "Survive a crash", description: "Keep working after a restart" }) });
    expect(created.status).toBe(201);
    const taskId = ((await created.json()) as { id: number }).id;
    await waitFor(() => query<{ status: string }>("select status from tasks where id = $1", [taskId]), (r) => r[0]?.status === "in_progress", "in progress", 60_000);
    await waitFor(async () => fake.callsTo("/v1/chat/completions").length, (n) => n === 1, "the model call", 60_000);

    child.kill("SIGKILL");
    await new Promise((r) => child!.once("exit", r));
    const [stuck] = await query<{ status: string }>("select status from tasks where id = $1", [taskId]);
    expect(stuck.status).toBe("in_progress");

    // Restart: the default fake answer now completes the work.
    child = await startApp();
    const [done] = await waitFor(
      () => query<{ status: string; progress: number; metadata: Record<string, unknown> }>("select status, progress, metadata from tasks where id = $1", [taskId]),
      (r) => r[0]?.status === "completed" || r[0]?.status === "failed",
      "completion after restart",
      60_000,
    );
    expect(done).toMatchObject({ status: "completed", progress: 100 });
    expect(done.metadata.result).toBe('## Result\nWorked "Survive a crash" with the fake model: plan drafted in three steps.');
    expect(fake.callsTo("/v1/chat/completions").length).toBe(2);
    child.kill("SIGTERM");
    await new Promise((r) => child!.once("exit", r));
  }, 180_000);
});
