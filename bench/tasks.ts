/**
 * `npm run bench:tasks`: agent tasks completed per second with a model that answers in
 * 500 ms (the fake OpenAI-compatible server, in this process). Runs the app from source
 * (node --import tsx server/main.ts):
 *   1. one instance on a fresh PGlite directory;
 *   2. two instances on one fresh PostgreSQL database (TEST_DATABASE_URL's server).
 * Each run creates --tasks tasks through POST /api/tasks (20 requests at a time) and waits
 * until all are completed. Tasks/s = tasks ÷ (last completion − first creation). "Worked twice"
 * = model calls − tasks (each task makes one call; no instance is killed here).
 *
 * Options: --tasks=400 --write (replace its section of docs/benchmarks.md) --ports=3210,3211
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { FakeLanguageModelServer } from "../server/test/fakes/openai";
import { recordSection } from "./lib";
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../server/config";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const TASKS = Number(arg("tasks", "400"));
const PORTS = arg("ports", "3210,3211").split(",").map(Number);
const WRITE = process.argv.includes("--write");
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const fake = new FakeLanguageModelServer({ firstByteDelayMs: 500 });
await fake.start();
const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.exitCode === null && c.kill("SIGKILL")));

async function startInstance(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./bench/child-guard.mjs", "server/main.ts"], {
    env: {
      ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DEMO_MODE: "true",
      LOG_LEVEL: "warn", WEB_DIST_DIR: "./.no-web-in-bench",
      AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "bench-model", AI_TIMEOUT_MS: "60000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000", PUBLIC_RATE_LIMIT_PER_MINUTE: "100000", ...env,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(child);
  const end = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    if (Date.now() > end) throw new Error(`instance on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function signIn(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const gate = await fetch(`${base}/api/auth/gate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: DEMO_GATE_PASSWORD }) });
  let cookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }) });
  if (!login.ok) throw new Error(`sign-in on ${port}: ${login.status} ${await login.text()}`);
  const fresh = login.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (fresh.length) cookie = fresh.join("; ");
  const check = await fetch(`${base}/api/agents`, { headers: { cookie } });
  if (!check.ok) throw new Error(`signed-in check on ${port}: ${check.status} ${await check.text()}`);
  return cookie;
}

async function run(label: string, ports: number[]) {
  const cookies = await Promise.all(ports.map(signIn));
  const agents = (await (await fetch(`http://127.0.0.1:${ports[0]}/api/agents`, { headers: { cookie: cookies[0] } })).json()) as { id: number }[];
  fake.reset();
  const load1 = os.loadavg();
  const started = Date.now();
  const ids: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < TASKS) {
        const i = next++;
        const port = ports[i % ports.length];
        const res = await fetch(`http://127.0.0.1:${port}/api/tasks`, {
          method: "POST", headers: { "content-type": "application/json", cookie: cookies[i % ports.length] },
          body: JSON.stringify({ agentId: agents[i % agents.length].id, title: `Bench task ${i}`, description: "Summarise the storm week" }),
        });
        if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
        ids.push(((await res.json()) as { id: number }).id);
      }
    }),
  );
  const created = Date.now();
  const want = new Set(ids);
  const countCompleted = async () => {
    let n = 0;
    for (const a of agents) {
      const list = (await (await fetch(`http://127.0.0.1:${ports[0]}/api/agents/${a.id}/tasks`, { headers: { cookie: cookies[0] } })).json()) as { id: number; status: string }[];
      for (const t of list) if (want.has(t.id) && t.status === "completed") n++;
    }
    return n;
  };
  const completedWhenCreated = await countCompleted();
  let completed = 0;
  let failed = 0;
  const end = Date.now() + 600_000;
  while (Date.now() < end) {
    completed = 0;
    failed = 0;
    for (const a of agents) {
      const list = (await (await fetch(`http://127.0.0.1:${ports[0]}/api/agents/${a.id}/tasks`, { headers: { cookie: cookies[0] } })).json()) as { id: number; status: string }[];
      for (const t of list) if (want.has(t.id)) t.status === "completed" ? completed++ : t.status === "failed" ? failed++ : 0;
    }
    if (completed + failed >= TASKS) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const finished = Date.now();
  const load2 = os.loadavg();
  const calls = fake.callsTo("/v1/chat/completions").length;
  const row = {
    label, instances: ports.length, tasks: TASKS, completed, failed,
    seconds: (finished - started) / 1000, createSeconds: (created - started) / 1000,
    perSecond: completed / ((finished - started) / 1000),
    drainPerSecond: (completed - completedWhenCreated) / ((finished - created) / 1000), maxInFlight: fake.maxInFlight, workedTwice: calls - TASKS,
    load: `${load1.map((l) => l.toFixed(2)).join(", ")} → ${load2.map((l) => l.toFixed(2)).join(", ")}`,
  };
  console.log(JSON.stringify(row));
  return row;
}

const stopAll = async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null) {
      c.kill("SIGTERM");
      await new Promise((r) => c.once("exit", r));
    }
  }
};

const rows = [];
// 1. One instance on PGlite.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-tasks-"));
try {
  await startInstance(PORTS[0], { DATA_DIR: dataDir, DATABASE_URL: "" });
  rows.push(await run("1 instance, PGlite", [PORTS[0]]));
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
// 2. Two instances on one PostgreSQL database.
const name = `aiops_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
try {
  await Promise.all(PORTS.map((p) => startInstance(p, { DATABASE_URL: url.href })));
  rows.push(await run("2 instances, PostgreSQL", PORTS));
} finally {
  await stopAll();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
await fake.stop();

if (WRITE) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Model answering in 500 ms (fake server); ${TASKS} tasks created through POST /api/tasks (20 at a time), ` +
      `TASK_CONCURRENCY default (${Math.max(10, os.availableParallelism() * 8)} per instance on ${os.availableParallelism()} cores); tasks/s = completed ÷ (last completion − first creation); after creation = tasks completed after the last was created ÷ the time that took (the rate once creating no longer competes for the CPU).`,
    "",
    "| Run | Instances | Tasks | Completed | Failed | Seconds | Creating took (s) | Tasks/s | Tasks/s after creation | Most model calls at once | Worked twice | Load average (1, 5, 15 min) before → after |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map((r) => `| ${r.label} | ${r.instances} | ${r.tasks} | ${r.completed} | ${r.failed} | ${r.seconds.toFixed(1)} | ${r.createSeconds.toFixed(1)} | ${r.perSecond.toFixed(1)} | ${r.drainPerSecond.toFixed(1)} | ${r.maxInFlight} | ${r.workedTwice} | ${r.load} |`),
    "",
  ];
  recordSection("## Agent tasks per second (`npm run bench:tasks`)", lines.join("\n"));
}
process.exit(0);
