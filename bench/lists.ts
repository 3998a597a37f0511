/**
 * `npm run bench:lists`: the leads and properties lists at 100,000 leads (issue 18, item 3; decision 094).
 * Seeds through the product's own paths — every lead through createOrUpdateLead (500 to a
 * transaction, as a storm import writes them), one in ten moved on by updateLead (contacted,
 * qualified or lost), the properties through importProperties (two 50,000-row CSV files) — then
 * measures the built server, 10 connections, on embedded PGlite and (when reachable) PostgreSQL,
 * beside bare node:http of the same run, with the load average before each row:
 * first page, the next page by cursor, a search by surname, a rare search (part of a phone
 * number), a status filter, a filter with a search, and a property search.
 * Needs `npm run build`. Options: --leads=100000 --duration=10 --warmup=2 --connections=10 --skip-pg --skip-pglite
 * --write (records in docs/benchmarks.md under "Lists at scale"); --keep=NAME keeps the seeded data to measure
 * again without seeding (PGlite in $TMPDIR/aiops-bench-lists-NAME, PostgreSQL in database aiops_bench_lists_NAME):
 * a run with the same NAME that finds them seeded only migrates them and measures.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "../server/db/client";
import { users } from "../server/db/schema";
import { createOrUpdateLead } from "../server/domain/leads";
import { updateLead } from "../server/features/leads/update-lead";
import { importProperties } from "../server/features/properties/import-properties";
import { seedDatabase } from "../server/seed";
import { children, DEMO_ADMIN as ADMIN, measure as measureRun, recordSection, requireBuild, root, signIn, startApp, startChild, waitUp } from "./lib";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    "skip-pg": { type: "boolean", default: false },
    "skip-pglite": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
    keep: { type: "string" },
  },
});
const LEADS = Number(args.leads);
const PROPERTIES = Math.min(LEADS, 100_000);
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3370);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const KEEP = args.keep;
if (KEEP !== undefined && !/^[a-z0-9_]{1,30}$/.test(KEEP)) throw new Error("--keep: a name of lower-case letters, digits and _");
const PG_DB = KEEP ? `aiops_bench_lists_${KEEP}` : "aiops_bench_lists";
const load = () => os.loadavg()[0].toFixed(2);

const FIRST = ["Ana", "Luis", "María", "José", "Carmen", "James", "Mary", "Robert", "Linda", "Michael", "Patricia", "David", "Jennifer", "William", "Elizabeth", "Sofía", "Diego", "Lucía", "Carlos", "Emma"];
const LAST = ["Garcia", "Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores"];
const STREETS = ["Oak", "Elm", "Pine", "Maple", "Cedar", "Main", "Westheimer", "Bellaire", "Kirby", "Shepherd", "Montrose", "Richmond", "Memorial", "Gessner", "Fondren", "Hillcroft", "Bissonnet", "Holcombe", "Fannin", "Travis"];
const SUFFIX = ["St", "Ave", "Rd", "Dr", "Ln", "Blvd", "Ct", "Way"];
const CITIES: [string, string][] = [["Houston", "770"], ["Dallas", "752"], ["Austin", "787"], ["San Antonio", "782"], ["Fort Worth", "761"]];
const pick = <T>(list: T[], i: number) => list[i % list.length];

function leadInput(i: number) {
  const [city, zip3] = pick(CITIES, i * 7);
  const dealEngine = i % 3 === 0;
  const name = `${pick(FIRST, i * 13)} ${pick(LAST, i * 17 + (i >> 5))}`;
  return {
    platform: dealEngine ? ("dealengineai" as const) : ("roofstrike" as const),
    source: dealEngine ? ("aria" as const) : pick(["landing", "storm_match", "skip_trace", "whatsapp", "manual"] as const, i),
    propertyAddress: `${100 + i} ${pick(STREETS, i * 3 + (i >> 7))} ${pick(SUFFIX, i >> 3)}, ${city}, TX ${zip3}${String(i % 100).padStart(2, "0")}`,
    ownerName: name,
    zipCode: `${zip3}${String(i % 100).padStart(2, "0")}`,
    phone: i % 2 === 0 ? (dealEngine ? `+52 55 ${String(10_000_000 + i).slice(0, 8)}` : `(713) 5${String(i).padStart(6, "0").slice(0, 2)}-${String(i).padStart(6, "0").slice(2)}`) : null,
    email: i % 4 === 1 ? `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${i}@example.com` : null,
    estimatedValue: 100_000 + ((i * 37) % 400_000),
  };
}

/** Seeds the database and answers how long it took, or null when a kept one (--keep) holds the leads already. */
async function seed(database: Database) {
  const t0 = performance.now();
  await migrateDatabase(database, () => seedDatabase(database.db, { admin: ADMIN }));
  const db = database.db;
  if (KEEP) {
    const [{ n }] = await database.execute<{ n: number }>("select count(*)::int as n from leads where not is_sample");
    if (n >= LEADS) return null;
    if (n > 0) throw new Error(`--keep=${KEEP}: the kept database holds ${n} leads of ${LEADS}; drop it and seed again`);
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  // Transactions of 500 leads, as a storm import writes them; on PostgreSQL four at a time (the
  // lead module serialises what must be), on PGlite one after another (one connection).
  const ids: number[] = [];
  const chunks = Array.from({ length: Math.ceil(LEADS / 500) }, (_, c) => c * 500);
  let done = 0;
  const worker = async () => {
    for (let from = chunks.shift(); from !== undefined; from = chunks.shift()) {
      await db.transaction(async (tx) => {
        for (let i = from; i < Math.min(LEADS, from + 500); i++) ids.push((await createOrUpdateLead(tx, leadInput(i))).lead.id);
      });
      if ((done += 500) % 20_000 === 0) console.log(`  ${database.driver}: ${done.toLocaleString("en-US")} leads (${Math.round((performance.now() - t0) / 1000)} s)`);
    }
  };
  await Promise.all(Array.from({ length: database.driver === "postgres" ? 4 : 1 }, worker));
  ids.sort((a, b) => a - b);
  if (ids.length !== LEADS) throw new Error(`${ids.length} leads made of ${LEADS}`);
  const moves = ids.filter((_, n) => n % 10 === 0).map((id, n) => [id, n % 3] as const);
  const mover = async () => {
    for (let m = moves.shift(); m; m = moves.shift()) {
      const [id, step] = m;
      await updateLead(db, id, step === 0 ? { status: "contacted" } : step === 1 ? { status: "qualified" } : { status: "lost", lostReason: "Went with another roofer" }, admin.id);
    }
  };
  await Promise.all(Array.from({ length: database.driver === "postgres" ? 4 : 1 }, mover));
  for (let part = 0; part < PROPERTIES; part += 50_000) {
    const lines = ["address,city,zip,latitude,longitude,owner,company"];
    for (let i = part; i < Math.min(PROPERTIES, part + 50_000); i++) {
      const [city, zip3] = pick(CITIES, i * 11);
      lines.push(`${100 + (i % 9900)} ${pick(STREETS, i * 7 + (i >> 6))} ${pick(SUFFIX, i >> 2)} Unit ${i},${city},${zip3}${String(i % 100).padStart(2, "0")},${(29 + (i % 1000) / 1000).toFixed(4)},${(-95.9 + (i % 997) / 1000).toFixed(4)},${pick(FIRST, i)} ${pick(LAST, i * 3)},${i % 5 === 0 ? `${pick(LAST, i)} Holdings LLC` : ""}`);
    }
    const r = await importProperties(db, { fileName: `bench-${part}.csv`, body: Buffer.from(lines.join("\n")), origin: "cli" });
    if (r.imported !== Math.min(50_000, PROPERTIES - part)) throw new Error(`property import took ${r.imported} rows: ${JSON.stringify(r.skipped)}`);
  }
  await database.execute("analyze");
  return Math.round((performance.now() - t0) / 1000);
}

const run = { connections: Number(args.connections), duration: Number(args.duration), warmup: Number(args.warmup) };

/** `only`: the targets to measure (all when not given); `note`: said after the database's name in each row. */
async function measureApp(label: string, env: Record<string, string>, port: number, rows: string[], only?: string[], note = "") {
  const child = startApp(label, port, env);
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(`${origin}/api/health`);
  const cookie = await signIn(origin);
  const first = (await (await fetch(`${origin}/api/leads`, { headers: { cookie } })).json()) as { total: number; totalCapped: boolean; nextCursor: string };
  if (!first.totalCapped && LEADS > 1000) throw new Error(`${label}: the list does not see the leads (${first.total})`);
  const targets: [string, string][] = [
    ["first page", "/api/leads"],
    ["next page (cursor)", `/api/leads?cursor=${first.nextCursor}`],
    ["search ?q=martinez", "/api/leads?q=martinez"],
    ["search ?q=5012346 (part of one phone)", "/api/leads?q=5012346"],
    ["status filter ?status=qualified", "/api/leads?status=qualified"],
    ["filter + search ?platform=roofstrike&q=oak", "/api/leads?platform=roofstrike&q=oak"],
    ["properties ?q=holdings", "/api/properties?q=holdings"],
  ];
  for (const [what, url] of targets.filter(([what]) => !only || only.includes(what))) {
    const check = await fetch(`${origin}${url}`, { headers: { cookie } });
    if (!check.ok) throw new Error(`${label} ${url}: ${check.status} ${await check.text()}`);
    const body = (await check.json()) as { total: number; totalCapped: boolean; items: unknown[] };
    const before = load();
    const r = await measureRun(`${origin}${url}`, run, { cookie });
    rows.push(`| ${label}${note} GET ${what} | ${body.items.length} of ${body.totalCapped ? `${body.total}+` : body.total} | ${r.rps} | ${r.p99} | ${r.failed} of ${r.total} | ${before} |`);
    console.log(rows[rows.length - 1]);
  }
  child.kill("SIGTERM");
  await new Promise((res) => child.once("exit", res));
}

/** Measured again with no counts kept (LIST_COUNTS_KEPT=0, decision 141): what a search costs when the leads just changed. */
const COUNTED_EVERY_TIME = ["search ?q=martinez", "filter + search ?platform=roofstrike&q=oak", "properties ?q=holdings"];
const NOT_KEPT = " (count not kept)";

async function main() {
  requireBuild();
  const rows: string[] = [];
  startChild("bare", path.join(root, "bench", "bare-server.mjs"), { PORT: String(BASE) });
  await waitUp(`http://127.0.0.1:${BASE}/`);
  const bareLoad = load();
  const bare = await measureRun(`http://127.0.0.1:${BASE}/`, run);
  rows.push(`| bare node:http (baseline) | — | ${bare.rps} | ${bare.p99} | ${bare.failed} of ${bare.total} | ${bareLoad} |`);
  console.log(rows[0]);
  const seeded: string[] = [];

  const dataDir = KEEP ? path.join(os.tmpdir(), `aiops-bench-lists-${KEEP}`) : mkdtempSync(path.join(os.tmpdir(), "aiops-bench-lists-"));
  if (!args["skip-pglite"]) try {
    const db = await openDatabase({ driver: "pglite", dataDir });
    try {
      seeded.push(`PGlite ${(await seed(db)) ?? "(kept)"} s`);
    } finally {
      await db.close();
    }
    await measureApp("PGlite", { DATA_DIR: dataDir }, BASE + 1, rows);
    await measureApp("PGlite", { DATA_DIR: dataDir, LIST_COUNTS_KEPT: "0" }, BASE + 1, rows, COUNTED_EVERY_TIME, NOT_KEPT);
  } finally {
    if (!KEEP) rmSync(dataDir, { recursive: true, force: true });
  }

  if (!args["skip-pg"]) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    try {
      await admin.connect();
      const kept = KEEP ? (await admin.query("select 1 from pg_database where datname = $1", [PG_DB])).rowCount : 0;
      if (!kept) {
        await admin.query(`drop database if exists ${PG_DB} with (force)`);
        await admin.query(`create database ${PG_DB}`);
      }
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${PG_DB}`;
      const db = await openDatabase({ driver: "postgres", url: url.href, poolMax: 10 });
      try {
        seeded.push(`PostgreSQL ${(await seed(db)) ?? "(kept)"} s`);
      } finally {
        await db.close();
      }
      await measureApp("PostgreSQL", { DATABASE_URL: url.href, DATABASE_POOL_MAX: "10" }, BASE + 2, rows);
      await measureApp("PostgreSQL", { DATABASE_URL: url.href, DATABASE_POOL_MAX: "10", LIST_COUNTS_KEPT: "0" }, BASE + 2, rows, COUNTED_EVERY_TIME, NOT_KEPT);
    } catch (err) {
      console.warn(`PostgreSQL skipped: ${(err as Error).message}`);
    } finally {
      if (!KEEP) await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }

  const table = ["| target | answer | requests/s | p99 (ms) | failed | load before |", "|---|---|---:|---:|---:|---:|", ...rows].join("\n");
  console.log(`\n${table}\nseeded through the product in ${seeded.join(", ")}; load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  if (args.write) {
    recordSection(
      "## Lists at scale (100,000 leads, 100,000 properties)",
      `\`npm run bench:lists\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (shared), ${LEADS.toLocaleString("en-US")} leads made through createOrUpdateLead (one in ten moved on through updateLead) and ${PROPERTIES.toLocaleString("en-US")} properties through importProperties (seeding took ${seeded.join(", ")}), ${run.connections} connections, ${run.duration} s measured after ${run.warmup} s warm-up. Aim (issue 18): p99 under 50 ms on both databases (decision 094). "answer" is the page's rows of the capped count. The counts are kept while the table is unchanged (decision 141), so a repeated request reads its count from memory; the rows "(count not kept)" count on every request (LIST_COUNTS_KEPT=0), as the first request after a write does.\n\n${table}`,
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
