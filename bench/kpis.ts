/**
 * `npm run bench:kpis`: GET /api/dashboard/kpis computed for every request (KPI_CACHE_MS=0) with
 * 100,000 leads and 1,000,000 lead events, at 10 connections, on embedded PGlite and, when
 * reachable, PostgreSQL — beside the bare node:http baseline of the same run. While the KPIs are
 * loaded, GET /api/health is probed ten times a second, and the app's event loop is watched
 * (perf_hooks.monitorEventLoopDelay, preloaded from bench/loop-delay.mjs): the KPIs come from
 * rollups kept on write (decision 090), so neither may wait on them.
 *
 * The data is written through the product's own code: createOrUpdateLead (the one writer of
 * leads; each lead's `created` event and feed entry), recordLeadEvent for nine more timeline
 * events per lead (a first contact among them), and the hub's convert use case for a tenth of the
 * leads with conversion dates over the last 55 days. Leads are created now (the product sets the
 * time), a third DealEngineAI, over six sources and 90 ZIP codes.
 *
 * The built server (dist/server/main.js) runs in a child process on 127.0.0.1 (ports 3340-3349
 * unless BENCH_PORT_BASE says otherwise). Options: --duration=10 --warmup=2 --connections=10
 * --leads=100000 --skip-pg --write (record in docs/benchmarks.md under "Dashboard KPIs at 100,000 leads").
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { users } from "../server/db/schema";
import { createOrUpdateLead, recordLeadEvent } from "../server/domain/leads";
import { convertLead } from "../server/features/leads/convert-lead";
import { seedDatabase } from "../server/seed";
import { children, DEMO_ADMIN, measure as measureRun, recordSection, requireBuild, root, signIn, startApp, startChild, waitUp } from "./lib";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    leads: { type: "string", default: "100000" },
    "skip-pg": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const LEADS = Number(args.leads);
const EVENTS_PER_LEAD = 10;
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3340);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "aiops_bench_kpis";
const SOURCES = ["landing", "storm_match", "skip_trace", "whatsapp", "aria", "manual"] as const;
const EVENT_TYPES = ["contacted", "status_changed", "notes_updated", "owner_changed", "note", "status_changed", "note", "notes_updated", "owner_changed"];
const DAY = 86_400_000;
const BATCH = 250;

const load = () => os.loadavg()[0].toFixed(2);

/**
 * Lead k: platform and source from k % 6, ZIP from k % 90 (so k % 6 too). `workers` writers each
 * take one residue of k % 6: their leads never share a rollup row, so they never wait on each other.
 */
async function seedLeads(database: Database, workers: number) {
  const db = database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  const t0 = performance.now();
  let done = 0;
  const worker = async (w: number) => {
    const mine: number[] = [];
    for (let k = 0; k < LEADS; k++) if ((k % 6) % workers === w) mine.push(k);
    for (let i = 0; i < mine.length; i += BATCH) {
      const batch = mine.slice(i, i + BATCH);
      const made = await db.transaction(async (tx) => {
        const ids: { k: number; id: number }[] = [];
        for (const k of batch) {
          const { lead } = await createOrUpdateLead(tx, {
            platform: k % 3 === 0 ? "dealengineai" : "roofstrike",
            source: SOURCES[k % 6],
            propertyAddress: `${k + 1} Bench St, Houston, TX ${77000 + (k % 90)}`,
            ownerName: `Owner ${k + 1}`,
            zipCode: String(77000 + (k % 90)),
            phone: null,
          });
          for (let e = 0; e < EVENTS_PER_LEAD - 1; e++) await recordLeadEvent(tx, lead.id, EVENT_TYPES[e], {}, { actor: "agent", actorId: "strikecloser" });
          ids.push({ k, id: lead.id });
        }
        return ids;
      });
      for (const { k, id } of made) {
        if (k % 10 === 0) await convertLead(db, id, { value: 5000 + (k % 20_000), convertedAt: new Date(Date.now() - (k % 55) * DAY - (k % 1440) * 60_000) }, admin!.id);
      }
      done += batch.length;
      if (done % 10_000 < BATCH) console.log(`  ${done.toLocaleString("en-US")} leads written (${Math.round((performance.now() - t0) / 1000)} s)`);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  const [counts] = (await db.execute(sql`select (select count(*) from leads)::int as leads, (select count(*) from lead_events)::int as events`)).rows as { leads: number; events: number }[];
  return { ...counts, seconds: Math.round((performance.now() - t0) / 1000) };
}

const run = () => ({ connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) });

async function waitForFile(file: string) {
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, 50));
  const text = readFileSync(file, "utf8");
  rmSync(file);
  return JSON.parse(text) as { maxMs: number; p99Ms: number; meanMs: number };
}

/**
 * GET `url` ten times a second for `ms` (one request at a time): /api/health is rate limited to
 * 600 a minute per address, so a probe, not a load. Its p99 latency and failed answers.
 */
async function probe(url: string, ms: number) {
  const times: number[] = [];
  let failed = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const t0 = performance.now();
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) failed++;
    await res?.arrayBuffer();
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 100));
  }
  times.sort((a, b) => a - b);
  return { p99: Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]), rps: Math.round((times.length / ms) * 10_000) / 10, failed, total: times.length };
}

async function kpiRun(label: string, env: Record<string, string>, port: number) {
  const loopFile = path.join(os.tmpdir(), `bench-kpis-loop-${process.pid}-${port}.json`);
  rmSync(loopFile, { force: true });
  const child = startApp(label, port, {
    KPI_CACHE_MS: "0",
    LOOP_DELAY_FILE: loopFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${pathToFileURL(path.join(root, "bench", "loop-delay.mjs")).href}`.trim(),
    ...env,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(`${origin}/api/health`);
  const cookie = await signIn(origin);
  const check = await fetch(`${origin}/api/dashboard/kpis`, { headers: { cookie } });
  const body = (await check.json()) as { roofStrike: { metrics: { claimLeads: number } } };
  if (!check.ok || !(body.roofStrike.metrics.claimLeads > 0)) throw new Error(`${label}: kpis did not see the leads`);
  // One request at a time first: what one KPI computation costs without queueing.
  const single: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await (await fetch(`${origin}/api/dashboard/kpis`, { headers: { cookie } })).arrayBuffer();
    single.push(performance.now() - t0);
  }
  single.sort((a, b) => a - b);
  const loadBefore = load();
  child.kill("SIGUSR2"); // start watching the event loop from here
  await waitForFile(loopFile);
  const [kpis, health] = await Promise.all([measureRun(`${origin}/api/dashboard/kpis`, run(), { cookie }), probe(`${origin}/api/health`, (run().warmup + run().duration) * 1000)]);
  child.kill("SIGUSR2");
  const loop = await waitForFile(loopFile);
  child.kill("SIGTERM");
  await new Promise((res) => child.once("exit", res));
  return { kpis, health, loop, single: Math.round(single[10] * 10) / 10, loadBefore };
}

async function main() {
  requireBuild();
  const rows: string[] = [];
  const notes: string[] = [];
  startChild("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: String(BASE) });
  await waitUp(`http://127.0.0.1:${BASE}/`);
  const bareLoad = load();
  const bare = await measureRun(`http://127.0.0.1:${BASE}/`, run());
  rows.push(`| ${bareLoad} | bare node:http (baseline) | ${bare.rps} | ${bare.p99} | ${bare.failed} of ${bare.total} | — | — | — |`);
  const add = (db: string, k: Awaited<ReturnType<typeof kpiRun>>) => {
    rows.push(`| ${k.loadBefore} | ${db} GET /api/dashboard/kpis, no cache | ${k.kpis.rps} (${Math.round((k.kpis.rps / bare.rps) * 100)}% of bare) | ${k.kpis.p99} | ${k.kpis.failed} of ${k.kpis.total} | ${k.single} ms | ${k.health.p99} ms (${k.health.total} probes, ${k.health.failed} failed) | ${k.loop.maxMs} ms (p99 ${k.loop.p99Ms}) |`);
  };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-kpis-"));
  try {
    const db = await openDatabase({ driver: "pglite", dataDir });
    await migrateDatabase(db, () => seedDatabase(db.db, { admin: DEMO_ADMIN }));
    console.log(`PGlite: writing ${LEADS.toLocaleString("en-US")} leads through the product's code …`);
    const s = await seedLeads(db, 1);
    notes.push(`PGlite: ${s.leads.toLocaleString("en-US")} leads and ${s.events.toLocaleString("en-US")} events written in ${s.seconds} s`);
    await db.close();
    add("PGlite", await kpiRun("pglite", { DATA_DIR: dataDir }, BASE + 1));
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
      const db = await openDatabase({ driver: "postgres", url: url.href, poolMax: 4 });
      await migrateDatabase(db, () => seedDatabase(db.db, { admin: DEMO_ADMIN }));
      console.log(`PostgreSQL: writing ${LEADS.toLocaleString("en-US")} leads through the product's code …`);
      const s = await seedLeads(db, 3);
      notes.push(`PostgreSQL: ${s.leads.toLocaleString("en-US")} leads and ${s.events.toLocaleString("en-US")} events written in ${s.seconds} s (3 writers)`);
      await db.db.execute(sql`analyze`);
      await db.close();
      add("PostgreSQL", await kpiRun("postgres", { DATABASE_URL: url.href }, BASE + 2));
    } catch (err) {
      console.warn(`PostgreSQL skipped: ${(err as Error).message}`);
    } finally {
      children.splice(0).forEach((c) => c.kill("SIGTERM"));
      await new Promise((r) => setTimeout(r, 1000));
      await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }

  const table = [
    "| load before | target | requests/s | p99 (ms) | failed | one at a time (median of 20) | /api/health meanwhile, p99 | event loop's longest delay |",
    "|---:|---|---:|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
  console.log(table);
  for (const n of notes) console.log(n);
  console.log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  if (args.write) {
    recordSection(
      `## Dashboard KPIs at ${LEADS.toLocaleString("en-US")} leads`,
      `\`npm run bench:kpis\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${args.connections} connections on the KPIs and /api/health probed 10 times a second at the same time, ${args.duration} s measured after ${args.warmup} s warm-up, KPI cache off (KPI_CACHE_MS=0); load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} at the end. ${notes.join("; ")}. The KPIs come from rollups kept on write (decision 090); the event loop's delay is the app's own (perf_hooks.monitorEventLoopDelay) during the load.\n\n${table}`,
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
