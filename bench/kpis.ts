/**
 * `npm run bench:kpis`: GET /api/dashboard/kpis with 10,000 leads stored, as
 * requests/s and p99 beside the bare node:http baseline (the ceiling of this
 * machine), on embedded PGlite and, when reachable, on PostgreSQL.
 *
 * The built server (dist/server/main.js) runs in a child process on 127.0.0.1
 * (ports 3340-3349 unless BENCH_PORT_BASE says otherwise); the leads — half
 * contacted, a tenth converted, over the last 60 days — are written before it
 * starts (PGlite) or while it runs (PostgreSQL, database aiops_bench_kpis).
 * Options: --duration=10 --warmup=2 --connections=20 --skip-pg --write (record in
 * docs/benchmarks.md under "Dashboard KPIs with 10,000 leads").
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Result } from "autocannon";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../server/db/client";
import { seedDatabase } from "../server/db/seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "20" },
    "skip-pg": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const LEADS = 10_000;
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3340);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "aiops_bench_kpis";
const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.kill("SIGTERM")));

/** 10,000 leads over 60 days on both platforms, half with a first contact, a tenth converted. */
const LEADS_SQL = `
insert into leads (platform, property_address, owner_name, zip_code, estimated_value, priority, status, created_at, converted_at, revenue)
select case when g % 3 = 0 then 'dealengineai' else 'roofstrike' end,
       g || ' Bench St, Houston, TX', 'Owner ' || g, (77000 + g % 90)::text, 100000 + (g * 37) % 400000,
       (array['high','medium','low'])[1 + g % 3],
       case when g % 10 = 0 then 'converted' else 'new' end,
       now() - ((g % 60) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
       case when g % 10 = 0 then now() - ((g % 55) || ' days')::interval end,
       case when g % 10 = 0 then 5000 + g % 20000 end
from generate_series(1, ${LEADS}) g;
insert into lead_events (lead_id, type, occurred_at)
select id, 'contacted', created_at + ((id % 45) || ' minutes')::interval from leads where id % 2 = 0;`;

function start(name: string, script: string, env: Record<string, string>) {
  const guard = pathToFileURL(path.join(root, "bench", "child-guard.mjs")).href;
  const child = spawn(process.execPath, ["--import", guard, script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe", "ipc"] });
  child.stderr!.on("data", (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

async function waitUp(url: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

async function signIn(origin: string) {
  const gate = await fetch(`${origin}/api/auth/gate`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ password: "ops-gate-demo" }) });
  const gateCookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin, cookie: gateCookie }, body: JSON.stringify({ email: "admin@aiopshub.demo", password: "demo-admin-123" }) });
  if (!login.ok) throw new Error(`login ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const cannon = (opts: Options) =>
  new Promise<Result>((resolve, reject) => autocannon({ timeout: 10, ...opts }, (err, result) => (err ? reject(err) : resolve(result))));

async function measure(url: string, headers: Record<string, string> = {}) {
  const opts = { url, connections: Number(args.connections), headers };
  if (Number(args.warmup) > 0) await cannon({ ...opts, duration: Number(args.warmup) });
  const r = await cannon({ ...opts, duration: Number(args.duration) });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad) throw new Error(`${url}: ${bad} failed responses`);
  return { rps: Math.round(r.requests.average), p99: r.latency.p99 };
}

async function appRun(label: string, env: Record<string, string>, port: number, beforeMeasure?: () => Promise<void>) {
  start(label, path.join(root, "dist", "server", "main.js"), { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_MODE: "true", JOB_WORKERS: "false", ...env });
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(`${origin}/api/health`);
  await beforeMeasure?.();
  const cookie = await signIn(origin);
  const check = await fetch(`${origin}/api/dashboard/kpis`, { headers: { cookie } });
  const body = (await check.json()) as { roofStrike: { metrics: { claimLeads: number } } };
  if (!check.ok || !(body.roofStrike.metrics.claimLeads > 0)) throw new Error(`${label}: kpis did not see the leads`);
  return measure(`${origin}/api/dashboard/kpis`, { cookie });
}

async function main() {
  if (!existsSync(path.join(root, "dist", "server", "main.js"))) throw new Error("run `npm run build` first");
  const rows: { target: string; rps: number; p99: number }[] = [];

  start("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: String(BASE) });
  await waitUp(`http://127.0.0.1:${BASE}/`);
  rows.push({ target: "bare node:http (baseline)", ...(await measure(`http://127.0.0.1:${BASE}/`)) });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-kpis-"));
  try {
    const db = await openDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(db, () => seedDatabase(db.db, { admin: { email: "admin@aiopshub.demo", password: "demo-admin-123", firstName: "A", lastName: "B" } }));
    if (db.raw.kind === "pglite") await db.raw.client.exec(LEADS_SQL);
    await db.close();
    rows.push({ target: `PGlite GET /api/dashboard/kpis (${LEADS.toLocaleString("en-US")} leads)`, ...(await appRun("pglite", { DATA_DIR: dataDir }, BASE + 1)) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (!args["skip-pg"]) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    try {
      await admin.connect();
      await admin.query(`drop database if exists ${PG_DB} with (force)`);
      await admin.query(`create database ${PG_DB}`);
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${PG_DB}`;
      const r = await appRun("postgres", { DATABASE_URL: url.href }, BASE + 2, async () => {
        const c = new pg.Client({ connectionString: url.href });
        await c.connect();
        await c.query(LEADS_SQL);
        await c.query("analyze");
        await c.end();
      });
      rows.push({ target: `PostgreSQL GET /api/dashboard/kpis (${LEADS.toLocaleString("en-US")} leads)`, ...r });
    } catch (err) {
      console.warn(`PostgreSQL skipped: ${(err as Error).message}`);
    } finally {
      children.splice(0).forEach((c) => c.kill("SIGTERM"));
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }

  const base = rows[0].rps;
  const table = [
    "| target | requests/s | p99 (ms) | of bare |",
    "|---|---:|---:|---:|",
    ...rows.map((r) => `| ${r.target} | ${r.rps} | ${r.p99} | ${Math.round((r.rps / base) * 100)}% |`),
  ].join("\n");
  console.log(table);
  if (args.write) {
    const doc = path.join(root, "docs", "benchmarks.md");
    const heading = "## Dashboard KPIs with 10,000 leads";
    const section = `${heading}\n\n\`npm run bench:kpis\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${args.connections} connections, ${args.duration} s measured after ${args.warmup} s warm-up:\n\n${table}\n`;
    const current = existsSync(doc) ? readFileSync(doc, "utf8") : "# Benchmarks\n";
    const start = current.indexOf(heading);
    const next = start >= 0 ? current.indexOf("\n## ", start + heading.length) : -1;
    const updated = start >= 0 ? current.slice(0, start) + section + (next >= 0 ? current.slice(next + 1) : "") : `${current.trimEnd()}\n\n${section}`;
    writeFileSync(doc, updated);
    console.log(`recorded in ${doc}`);
  }
  children.forEach((c) => c.kill("SIGTERM"));
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
