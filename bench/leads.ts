/**
 * `npm run bench:leads`: the lead model at scale (issue 10).
 *  1. GET /api/dashboard/kpis computed for every request (KPI_CACHE_MS=0) with 100,000 leads and
 *     1,000,000 lead events, 10 connections, on embedded PGlite and, when reachable, PostgreSQL —
 *     beside the bare node:http baseline.
 *  2. Storm matching: one day's national SPC file (500 reports, a quarter of them in Texas)
 *     imported (parse, store, match) against 100,000 Texas properties, on both databases.
 * Needs `npm run build`. Options: --duration=10 --warmup=2 --connections=10 --skip-pg --write
 * (records in docs/benchmarks.md under "Leads at scale").
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { seedDatabase } from "../server/seed";
import { importHailFile } from "../server/domain/hail/import-hail-reports";
import { children, DEMO_ADMIN as ADMIN, measure as measureRun, recordSection, requireBuild, root, signIn, startApp, startChild, waitUp } from "./lib";
const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    "skip-pg": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const LEADS = 100_000;
const EVENTS_PER_LEAD = 10;
const PROPERTIES = 100_000;
const REPORTS = 500;
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3350);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "aiops_bench_leads";

/** 100,000 leads over 60 days (a third DealEngineAI, a tenth converted), 10 events each, 100,000 properties across Texas. */
const DATA_SQL = `
insert into leads (platform, source, property_address, normalized_address, owner_name, zip_code, estimated_value, priority, status, created_at, converted_at, revenue)
select case when g % 3 = 0 then 'dealengineai' else 'roofstrike' end,
       (array['landing','storm_match','skip_trace','whatsapp','aria','manual'])[1 + g % 6],
       g || ' Bench St, Houston, TX', g || ' bench st houston', 'Owner ' || g, (77000 + g % 90)::text, 100000 + (g * 37) % 400000,
       (array['high','medium','low'])[1 + g % 3],
       case when g % 10 = 0 then 'converted' else (array['new','contacted','qualified'])[1 + g % 3] end,
       now() - ((g % 60) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
       case when g % 10 = 0 then now() - ((g % 55) || ' days')::interval end,
       case when g % 10 = 0 then 5000 + g % 20000 end
from generate_series(1, ${LEADS}) g;
insert into lead_events (lead_id, type, actor, occurred_at)
select l.id, case when k = 1 then 'created' when k = 2 then 'contacted' else (array['status_changed','notes_updated','owner_changed','contacted'])[1 + k % 4] end,
       'system', l.created_at + ((k * 7 + l.id % 45) || ' minutes')::interval
from leads l cross join generate_series(1, ${EVENTS_PER_LEAD}) k;
insert into properties (normalized_address, address, city, zip, lat, lon, location_source)
select 'p' || g || ' bench rd', g || ' Bench Rd', 'Texas City', (75000 + g % 4999)::text,
       26.0 + ((g::bigint * 7919) % 100000) / 100000.0 * 10.0, -106.0 + ((g::bigint * 104729) % 100000) / 100000.0 * 12.5, 'given'
from generate_series(1, ${PROPERTIES}) g;
analyze;`;

/** One day's SPC file: 500 reports of 0.75–2.75 in, a quarter inside Texas, the rest across the US. */
function spcDay(seed: number) {
  const lines = ["om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4"];
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = 0; i < REPORTS; i++) {
    const tx = i % 4 === 0;
    const lat = (tx ? 26 + rnd() * 10 : 25 + rnd() * 24).toFixed(4);
    const lon = (tx ? -106 + rnd() * 12.5 : -124 + rnd() * 57).toFixed(4);
    const mag = (0.75 + Math.floor(rnd() * 9) * 0.25).toFixed(2);
    lines.push(`${900000 + seed * 1000 + i},2026,06,0${seed},2026-06-0${seed},16:10:00,3,TX,48,0,${mag},0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,201,0,0,0`);
  }
  return lines.join("\n");
}

async function stormMatch(database: Database) {
  const times: number[] = [];
  let last = { hits: 0, leadsCreated: 0 };
  for (const seed of [1, 2, 3]) {
    const t0 = performance.now();
    const r = await importHailFile(database.db, { fileName: `spc-${seed}.csv`, text: spcDay(seed), origin: "cli" }, { rule: { radiusMiles: 3, minSizeInches: 1 } });
    times.push(performance.now() - t0);
    last = { hits: r.stormMatch!.hits, leadsCreated: r.stormMatch!.leadsCreated };
  }
  return { ms: Math.round(Math.max(...times)), median: Math.round(times.sort((a, b) => a - b)[1]), ...last };
}

const measure = (url: string, headers: Record<string, string> = {}) =>
  measureRun(url, { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) }, headers);
async function kpiRun(label: string, env: Record<string, string>, port: number) {
  const child = startApp(label, port, { KPI_CACHE_MS: "0", ...env });
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(`${origin}/api/health`);
  const cookie = await signIn(origin);
  const check = await fetch(`${origin}/api/dashboard/kpis`, { headers: { cookie } });
  const body = (await check.json()) as { roofStrike: { metrics: { claimLeads: number } } };
  if (!check.ok || !(body.roofStrike.metrics.claimLeads > 0)) throw new Error(`${label}: kpis did not see the leads`);
  // One request at a time first: what one KPI computation costs without queueing.
  const single: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await fetch(`${origin}/api/dashboard/kpis`, { headers: { cookie } });
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  const r = { ...(await measure(`${origin}/api/dashboard/kpis`, { cookie })), single: Math.round(single[5]) };
  child.kill("SIGTERM");
  await new Promise((res) => child.once("exit", res));
  return r;
}

async function main() {
  requireBuild();
  const rows: string[] = [];
  startChild("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: String(BASE) });
  await waitUp(`http://127.0.0.1:${BASE}/`);
  const bare = await measure(`http://127.0.0.1:${BASE}/`);
  rows.push(`| bare node:http (baseline) | ${bare.rps} | ${bare.p99} | — | — |`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-leads-"));
  try {
    let db = await openDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(db, () => seedDatabase(db.db, { admin: ADMIN }));
    if (db.raw.kind === "pglite") await db.raw.client.exec(DATA_SQL);
    await db.close();
    const k = await kpiRun("pglite", { DATA_DIR: dataDir }, BASE + 1);
    rows.push(`| PGlite GET /api/dashboard/kpis, no cache | ${k.rps} | ${k.p99} | ${k.failed} of ${k.total} | ${k.single} ms one at a time (median of 10) |`);
    db = await openDatabase({ driver: "pglite", dataDir });
    const m = await stormMatch(db);
    await db.close();
    rows.push(`| PGlite storm matching, ${REPORTS}-report SPC day × ${PROPERTIES.toLocaleString("en-US")} properties (import + match; worst of 3, ${m.hits} hits) | — | — | — | ${m.ms} ms (median ${m.median}) |`);
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
      const db = await openDatabase({ driver: "postgres", url: url.href, poolMax: 10 });
      await migrateDatabase(db, () => seedDatabase(db.db, { admin: ADMIN }));
      const c = new pg.Client({ connectionString: url.href });
      await c.connect();
      await c.query(DATA_SQL);
      await c.end();
      const k = await kpiRun("postgres", { DATABASE_URL: url.href }, BASE + 2);
      rows.push(`| PostgreSQL GET /api/dashboard/kpis, no cache | ${k.rps} | ${k.p99} | ${k.failed} of ${k.total} | ${k.single} ms one at a time (median of 10) |`);
      const m = await stormMatch(db);
      await db.close();
      rows.push(`| PostgreSQL storm matching, ${REPORTS}-report SPC day × ${PROPERTIES.toLocaleString("en-US")} properties (import + match; worst of 3, ${m.hits} hits) | — | — | — | ${m.ms} ms (median ${m.median}) |`);
    } catch (err) {
      console.warn(`PostgreSQL skipped: ${(err as Error).message}`);
    } finally {
      await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }

  const table = ["| target | requests/s | p99 (ms) | failed | time |", "|---|---:|---:|---:|---:|", ...rows].join("\n");
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(table);
  console.log(`load average at the end: ${load}`);
  if (args.write) {
    recordSection(
      "## Leads at scale (100,000 leads, 1,000,000 lead events, 100,000 properties)",
      `\`npm run bench:leads\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (shared; load average ${load} at the end), ${args.connections} connections, ${args.duration} s measured after ${args.warmup} s warm-up, KPI cache off (KPI_CACHE_MS=0). Targets (issue 10): KPIs p99 under 100 ms on PostgreSQL and under 250 ms on PGlite; storm matching under 2 s.\n\n${table}`,
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
