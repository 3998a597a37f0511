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
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../server/db/client";
import { seedDatabase } from "../server/seed";
import { children, DEMO_ADMIN, measure as measureRun, recordSection, requireBuild, root, signIn, startApp, startChild, waitUp } from "./lib";

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

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await measureRun(url, { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) }, headers);
  if (r.failed) throw new Error(`${url}: ${r.failed} failed responses`);
  return { rps: Math.round(r.rps), p99: r.p99 };
}

async function appRun(label: string, env: Record<string, string>, port: number, beforeMeasure?: () => Promise<void>) {
  startApp(label, port, env);
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
  requireBuild();
  const rows: { target: string; rps: number; p99: number }[] = [];

  startChild("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: String(BASE) });
  await waitUp(`http://127.0.0.1:${BASE}/`);
  rows.push({ target: "bare node:http (baseline)", ...(await measure(`http://127.0.0.1:${BASE}/`)) });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-kpis-"));
  try {
    const db = await openDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(db, () => seedDatabase(db.db, { admin: DEMO_ADMIN }));
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
    recordSection(
      "## Dashboard KPIs with 10,000 leads",
      `\`npm run bench:kpis\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${args.connections} connections, ${args.duration} s measured after ${args.warmup} s warm-up, load average ${os.loadavg()[0].toFixed(2)} at the end:\n\n${table}\n\nKPI answers are computed at most once every 5 s per instance and shared (decision 030), so this mostly measures that path plus the session check; "Leads at scale" below measures the computation without the cache.`,
    );
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
