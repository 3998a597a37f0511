/**
 * `npm run bench:hail`: hail lookups at national scale (issue 9, decision 044).
 *   1. A labelled synthetic national set (source "synthetic", never shipped): --reports (default
 *      1,000,000) copies of the shipped real Texas reports, each with its size and day of year,
 *      moved to a random ZIP centroid of the lower 48 states (the `zipcodes` package) with up to
 *      ±0.25° of jitter, in a random year 1955–2024 with up to ±3 days of jitter. Coverage: every
 *      lower-48 ZIP centroid loaded into zip_centroids (source "zipcodes-bench").
 *   2. Import throughput: SPC-layout CSV chunks of 50,000 rows through the product's importer
 *      (parse, insert, idempotency), reports per second; then the precompute (rebuildZipRisk).
 *   3. GET /api/hail-risk?zip=<random covered ZIP> on the built server (dist/server/main.js)
 *      with autocannon at --connections (50) for --duration seconds, beside the bare node:http
 *      baseline (bench/bare-server.mjs): p50/p99 and requests per second.
 * On PGlite (a temporary DATA_DIR) and on PostgreSQL when reachable (BENCH_PG_URL; database
 * aiops_hail_bench, dropped and recreated, dropped at the end).
 * Options: --reports=N, --duration=10, --connections=50, --skip-pg, --write (docs/benchmarks.md).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { loadConfig } from "../server/config";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { importHailFile } from "../server/domain/hail/import-hail-reports";
import { parseHailFile } from "../server/domain/hail/parse-hail-file";
import { readShippedFile, SHIPPED_HAIL_FILES } from "../server/domain/hail/shipped";
import { rebuildZipRisk } from "../server/domain/hail/zip-risk";
import { seedDatabase } from "../server/seed";
import { recordSection } from "./lib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    reports: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "skip-pg": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const REPORTS = Number(args.reports);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "aiops_hail_bench";
const APP_MAIN = path.join(root, "dist", "server", "main.js");
const lines: string[] = [];
const say = (s: string) => {
  console.log(s);
  lines.push(s);
};
const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.kill("SIGKILL")));

// ---------------------------------------------------------------- the synthetic set
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296);
}
const rand = rng(20261123);
const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes") as { codes: Record<string, { zip: string; latitude: number; longitude: number; country: string }> };
const national = Object.values(zipcodes.codes).filter(
  (z) => z.country === "US" && /^\d{5}$/.test(z.zip) && z.latitude >= 24 && z.latitude <= 50 && z.longitude >= -125 && z.longitude <= -66,
);
const real = SHIPPED_HAIL_FILES.flatMap((f) => parseHailFile(readShippedFile(f)).reports);
const HEADER = "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4";

function syntheticChunk(from: number, count: number): string {
  const out = [HEADER];
  for (let i = from; i < from + count; i++) {
    const r = real[Math.floor(rand() * real.length)];
    const z = national[Math.floor(rand() * national.length)];
    const lat = (z.latitude + (rand() - 0.5) * 0.5).toFixed(4);
    const lon = (z.longitude + (rand() - 0.5) * 0.5).toFixed(4);
    const year = 1955 + Math.floor(rand() * 70);
    const d = new Date(Date.UTC(year, Number(r.eventDate.slice(5, 7)) - 1, Number(r.eventDate.slice(8, 10)) + Math.round((rand() - 0.5) * 6)));
    const date = d.toISOString().slice(0, 10);
    const [y, m, dd] = date.split("-");
    out.push(`${i},${y},${m},${dd},${date},15:00:00,3,XX,0,0,${r.sizeInches.toFixed(2)},0,0,0,0,${lat},${lon},${lat},${lon},0,0,0,0,0,0,0,0,0`);
  }
  return out.join("\n");
}

async function load(database: Database, driver: string) {
  const db = database.db;
  const zipRows = national.map((z) => ({ zip: z.zip, lat: z.latitude, lon: z.longitude }));
  for (let i = 0; i < zipRows.length; i += 5000) {
    await database.execute(
      `insert into zip_centroids (zip, lat, lon, source) select zip, lat, lon, 'zipcodes-bench' from json_to_recordset($1::json) as x(zip text, lat float8, lon float8) on conflict do nothing`,
      [JSON.stringify(zipRows.slice(i, i + 5000))],
    );
  }
  const CHUNK = 50_000;
  let imported = 0;
  let genMs = 0;
  let importMs = 0;
  for (let i = 0; i < REPORTS; i += CHUNK) {
    let t = performance.now();
    const text = syntheticChunk(i, Math.min(CHUNK, REPORTS - i));
    genMs += performance.now() - t;
    t = performance.now();
    const r = await importHailFile(db, { fileName: `synthetic-${i}.csv`, text, origin: "bench", rebuild: false, label: "synthetic" });
    importMs += performance.now() - t;
    imported += r.imported;
    if ((i / CHUNK) % 4 === 0) process.stdout.write(`  ${driver}: ${imported} imported\r`);
  }
  const pre = await rebuildZipRisk(db);
  const [{ n }] = await database.execute<{ n: number }>("select count(*)::int as n from hail_reports");
  say(`| ${driver} | ${n.toLocaleString("en")} (${imported.toLocaleString("en")} synthetic) | ${Math.round(imported / (importMs / 1000)).toLocaleString("en")} reports/s (${(importMs / 1000).toFixed(1)} s) | ${(pre.ms / 1000).toFixed(1)} s for ${pre.zips.toLocaleString("en")} ZIPs | ${((importMs + pre.ms) / 1000).toFixed(1)} s | ${loadAvg()} |`);
  void genMs;
  return pre.zips;
}

// ---------------------------------------------------------------- HTTP
function start(name: string, file: string, env: Record<string, string>) {
  const guard = path.join(root, "bench", "child-guard.mjs");
  const proc = spawn(process.execPath, ["--import", guard, file], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let err = "";
  proc.stderr!.on("data", (c: Buffer) => (err = (err + c.toString()).slice(-2000)));
  children.push(proc);
  return { name, proc, err: () => err };
}
async function waitFor(url: string, child: { err: () => string }, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer: ${child.err()}`);
}
async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  proc.kill("SIGTERM");
  await new Promise((r) => { proc.once("exit", r); setTimeout(r, 10_000); });
}
async function measure(url: string, paths: () => string) {
  const run = (duration: number) =>
    new Promise<Result>((resolve, reject) =>
      autocannon(
        {
          url,
          connections: CONNECTIONS,
          duration,
          timeout: 10,
          // Each request asks for another ZIP (autocannon's requests/setupRequest; missing from its types).
          requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: paths() }) }],
        } as unknown as Parameters<typeof autocannon>[0],
        (err, result) => (err ? reject(err) : resolve(result)),
      ),
    );
  await run(2);
  const r = await run(DURATION);
  const bad = r.non2xx + r.errors + r.timeouts;
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, bad };
}
/** The app process's resident memory now and at its peak (Linux /proc). */
function rss(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return `${Math.round(kb("VmRSS") / 1024)} MiB (${Math.round(kb("VmHWM") / 1024)} MiB)`;
  } catch {
    return "n/a";
  }
}
const loadAvg = () => os.loadavg().map((x) => x.toFixed(2)).join(" / ");

async function lookups(driver: string, env: Record<string, string>, zips: string[]) {
  const port = driver === "pglite" ? 3291 : 3292;
  const app = start(driver, APP_MAIN, {
    ...env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn", DEMO_MODE: "true",
    PUBLIC_RATE_LIMIT_PER_MINUTE: "100000000",
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, app);
  const check = await fetch(`http://127.0.0.1:${port}/api/hail-risk?zip=${zips[0]}`);
  if (!check.ok) throw new Error(`hail-risk answered ${check.status}`);
  const bare = start("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: "3293" });
  await waitFor("http://127.0.0.1:3293/", bare);
  const before = loadAvg();
  const b = await measure("http://127.0.0.1:3293", () => "/");
  const a = await measure(`http://127.0.0.1:${port}`, () => `/api/hail-risk?zip=${zips[Math.floor(Math.random() * zips.length)]}`);
  say(`| ${driver} GET /api/hail-risk?zip=(random of ${zips.length.toLocaleString("en")}) | ${a.p50} ms | ${a.p99} ms | ${Math.round(a.rps).toLocaleString("en")} | ${Math.round(b.rps).toLocaleString("en")} (p99 ${b.p99} ms) | ${(a.rps / b.rps).toFixed(2)} | ${a.bad} | ${rss(app.proc.pid!)} | ${before} |`);
  await stop(bare.proc);
  await stop(app.proc);
}

async function main() {
  if (!existsSync(APP_MAIN)) throw new Error("build first: npm run build");
  say(`Synthetic national set: ${REPORTS.toLocaleString("en")} reports (copies of ${real.length.toLocaleString("en")} real Texas reports, jittered in place and time, source "synthetic"), ${national.length.toLocaleString("en")} lower-48 ZIP centroids; ${os.cpus().length} cores, Node ${process.version}.`);
  say("");
  say("| database | reports stored | import throughput | precompute (hail_zip_risk) | import + precompute | load average after |");
  say("|---|---|---|---|---|---|");
  const dir = mkdtempSync(path.join(os.tmpdir(), "hail-bench-"));
  const results: [string, Record<string, string>][] = [];
  try {
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    const config = loadConfig();
    let database = await openDatabase({ driver: "pglite", dataDir: dir });
    await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
    await load(database, "pglite");
    await database.close();
    results.push(["pglite", { DATA_DIR: dir, DATABASE_URL: "" }]);

    if (!args["skip-pg"]) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
      let reachable = true;
      try {
        await admin.connect();
        await admin.query(`drop database if exists ${PG_DB} with (force)`);
        await admin.query(`create database ${PG_DB}`);
      } catch {
        reachable = false;
      }
      if (reachable) {
        const u = new URL(PG_ADMIN_URL);
        u.pathname = `/${PG_DB}`;
        database = await openDatabase({ driver: "postgres", url: u.toString(), poolMax: 5 });
        await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
        await load(database, "postgres");
        await database.close();
        results.push(["postgres", { DATABASE_URL: u.toString() }]);
      }
      await admin.end().catch(() => {});
    }

    const zips = national.map((z) => z.zip);
    say("");
    say(`${CONNECTIONS} connections, ${DURATION} s measured after 2 s of warm-up; the baseline is bare node:http answering a fixed small JSON body, measured just before; load average (1/5/15 min) at the start of the pair.`);
    say("");
    say("| server request | p50 | p99 | req/s | bare node:http req/s | ratio | non-2xx/errors | app resident memory (peak) | load average |");
    say("|---|---|---|---|---|---|---|---|---|");
    for (const [driver, env] of results) await lookups(driver, env, zips);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (!args["skip-pg"]) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
      try {
        await admin.connect();
        await admin.query(`drop database if exists ${PG_DB} with (force)`);
        await admin.end();
      } catch {
        // not reachable
      }
    }
  }
  if (args.write) recordSection("## Hail lookups at national scale (`npm run bench:hail`)", `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on the 2-core machine, started when its load average was below 1 (the load at the start of each pair is beside its row).\n\n${lines.join("\n")}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
