/**
 * `npm run bench:map`: the storm map's data call at scale (issue 20, decision 101).
 * 100,000 properties across Texas (a fifth with a storm-hit lead, half of those with a hit in the
 * claim window, a tenth with a draft waiting for approval) and 1,000,000 hail reports over the last
 * ten years (half in Texas, the rest across the lower 48), then GET /api/storms/map on the built
 * server for the views a person opens: all of Texas for the season (both layers binned), a metro
 * for 30 days, a neighbourhood (one by one), the lower 48 for 30 days. Each view is measured with
 * autocannon at --connections for --duration seconds (after --warmup), p50/p99 and requests/s.
 * On PostgreSQL (BENCH_PG_URL; database aiops_bench_map, dropped at the end) and, with --pglite,
 * on embedded PGlite too. Needs `npm run build`. --write records in docs/benchmarks.md.
 *
 * Then the page itself in Chromium (CHROME_PATH, else Debian's headless shell or chromium): /storms
 * opened signed in, at the default view (Texas, 30 days) and after choosing the season, with the
 * longest main-thread task (PerformanceObserver "longtask") from navigation until the view's data
 * and the shipped outlines are drawn. Aim (issue 20): under 200 ms.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../server/db/client";
import { seedDatabase } from "../server/seed";
import { children, DEMO_ADMIN as ADMIN, recordSection, requireBuild, signIn, startApp, waitUp } from "./lib";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    pglite: { type: "boolean", default: false },
    "skip-pg": { type: "boolean", default: false },
    write: { type: "boolean", default: false },
  },
});
const PROPERTIES = 100_000;
const REPORTS = 1_000_000;
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3370);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_DB = "aiops_bench_map";

const DATA_SQL = `
insert into properties (normalized_address, address, city, zip, lat, lon, location_source)
select 'm' || g || ' map rd', g || ' Map Rd', 'Texas City', (75000 + g % 4999)::text,
       26.0 + ((g::bigint * 7919) % 100000) / 100000.0 * 10.0, -106.0 + ((g::bigint * 104729) % 100000) / 100000.0 * 12.5, 'given'
from generate_series(1, ${PROPERTIES}) g;
insert into leads (platform, source, property_address, normalized_address, owner_name, zip_code, status, property_id)
select 'roofstrike', 'storm_match', p.address || ', TX', p.normalized_address, 'Owner ' || p.id, p.zip, (array['new','contacted','qualified','converted','lost'])[1 + p.id % 5], p.id
from properties p where p.id % 5 = 0;
insert into storm_hits (property_id, storm_day, lead_id, size_inches, distance_miles, source)
select l.property_id, current_date - (l.id % 700), l.id, 1 + (l.id % 8) * 0.25, (l.id % 30) / 10.0, 'spc' from leads l where l.id % 2 = 0 and l.property_id is not null;
insert into outbound_messages (kind, channel, recipient, lead_id, body, reason, drafted_by, status)
select 'whatsapp_text', 'whatsapp', '1713555' || lpad((l.id % 10000)::text, 4, '0'), l.id, 'Hail near your home', 'Storm', 'campaign', (array['drafted','approved','sent','rejected'])[1 + l.id % 4]
from leads l where l.id % 2 = 0 and l.property_id is not null;
insert into hail_reports (source, source_id, event_date, lat, lon, size_inches)
select 'synthetic', 'bench:map:' || g, current_date - ((g::bigint * 48271) % 3650)::int,
       case when g % 2 = 0 then 26.0 + ((g::bigint * 7919) % 100000) / 100000.0 * 10.0 else 25.0 + ((g::bigint * 7919) % 100000) / 100000.0 * 24.0 end,
       case when g % 2 = 0 then -106.0 + ((g::bigint * 104729) % 100000) / 100000.0 * 12.5 else -124.0 + ((g::bigint * 104729) % 100000) / 100000.0 * 57.0 end,
       0.75 + (g % 9) * 0.25
from generate_series(1, ${REPORTS}) g;
analyze;`;

const VIEWS = [
  { name: "Texas, zoom 6, the season (both layers binned)", q: "bbox=-107,25.5,-93,36.7&zoom=6&period=season" },
  { name: "Dallas–Fort Worth, zoom 10, 30 days", q: "bbox=-97.6,32.5,-96.5,33.1&zoom=10&period=30d" },
  { name: "a neighbourhood, zoom 14, 30 days (one by one)", q: "bbox=-96.82,32.77,-96.78,32.79&zoom=14&period=30d" },
  { name: "the lower 48, zoom 4, 30 days", q: "bbox=-125,24,-66,50&zoom=4&period=30d" },
];

const cannon = (url: string, cookie: string, duration: number) =>
  new Promise<Result>((resolve, reject) => autocannon({ url, connections: Number(args.connections), duration, headers: { cookie }, timeout: 30 }, (e, r) => (e ? reject(e) : resolve(r))));

async function runViews(label: string, env: Record<string, string>, port: number, rows: string[]) {
  const child = startApp(label, port, env);
  const origin = `http://127.0.0.1:${port}`;
  await waitUp(`${origin}/api/health`);
  const cookie = await signIn(origin);
  for (const v of VIEWS) {
    const url = `${origin}/api/storms/map?${v.q}`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as { reports: { total: number; points: unknown[]; bins: unknown[] }; properties: { total: number; points: unknown[]; bins: unknown[] } };
    if (!check.ok) throw new Error(`${label} ${v.name}: ${check.status} ${JSON.stringify(body)}`);
    const shape = (l: { total: number; points: unknown[]; bins: unknown[] }) => (l.points.length ? `${l.points.length} points` : `${l.total.toLocaleString("en-US")} in ${l.bins.length} bins`);
    if (Number(args.warmup) > 0) await cannon(url, cookie, Number(args.warmup));
    const r = await cannon(url, cookie, Number(args.duration));
    rows.push(`| ${label} | ${v.name} | reports ${shape(body.reports)}; properties ${shape(body.properties)} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} of ${r.requests.total} |`);
    console.log(rows.at(-1));
  }
  longTasks.push(`| ${label} | ${await longestTasks(origin, cookie)} |`);
  console.log(longTasks.at(-1));
  child.kill("SIGTERM");
  await new Promise((res) => child.once("exit", res));
}

const longTasks: string[] = [];
const CHROME = process.env.CHROME_PATH || (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

/** The longest main-thread task while /storms loads its view at this scale: default period, then the season. */
async function longestTasks(origin: string, cookie: string) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
    await context.addCookies(cookie.split("; ").map((c) => ({ name: c.slice(0, c.indexOf("=")), value: c.slice(c.indexOf("=") + 1), url: origin })));
    await context.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const drawn = async () => {
      await page.locator('[data-outlines="drawn"]').waitFor({ timeout: 60_000 });
      await page.getByTestId("storm-map-summary").waitFor({ timeout: 60_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      return page.evaluate(() => {
        const w = window as unknown as { __longTasks: number[] };
        const longest = Math.max(0, ...w.__longTasks);
        w.__longTasks = [];
        return Math.round(longest);
      });
    };
    await page.goto(`${origin}/storms`);
    const first = await drawn();
    const before = await page.getByTestId("storm-map-summary").innerText();
    await page.selectOption("#storm-period", "season");
    await page.waitForFunction((b) => document.querySelector('[data-testid="storm-map-summary"]')?.textContent !== b, before, { timeout: 60_000 });
    const season = await drawn();
    return `${first} ms | ${season} ms |`.replace(/ \|$/, "");
  } finally {
    await browser.close();
  }
}

async function main() {
  requireBuild();
  const rows: string[] = [];
  if (!args["skip-pg"]) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${PG_DB} with (force)`);
      await admin.query(`create database ${PG_DB}`);
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${PG_DB}`;
      const db = await openDatabase({ driver: "postgres", url: url.href, poolMax: 4 });
      await migrateDatabase(db, () => seedDatabase(db.db, { admin: ADMIN }));
      await db.close();
      const c = new pg.Client({ connectionString: url.href });
      await c.connect();
      const t0 = performance.now();
      await c.query(DATA_SQL);
      console.log(`PostgreSQL data in ${Math.round(performance.now() - t0)} ms`);
      await c.end();
      await runViews("PostgreSQL", { DATABASE_URL: url.href }, BASE + 1, rows);
    } finally {
      await admin.query(`drop database if exists ${PG_DB} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    }
  }
  if (args.pglite) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-map-"));
    try {
      const db = await openDatabase({ driver: "pglite", dataDir });
      await migrateDatabase(db, () => seedDatabase(db.db, { admin: ADMIN }));
      if (db.raw.kind === "pglite") await db.raw.client.exec(DATA_SQL);
      await db.close();
      await runViews("PGlite", { DATA_DIR: dataDir }, BASE + 2, rows);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const table = [
    "| database | view | answer | requests/s | p50 (ms) | p99 (ms) | failed |",
    "|---|---|---|---:|---:|---:|---:|",
    ...rows,
    "",
    "The page in Chromium at this scale (1440×900), longest main-thread task until the view is drawn (aim: under 200 ms):",
    "",
    "| database | /storms opened (Texas, 30 days) | then the season chosen |",
    "|---|---:|---:|",
    ...longTasks,
  ].join("\n");
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" ");
  console.log(table);
  console.log(`load average at the end: ${load}`);
  if (args.write) {
    recordSection(
      "## Storm map at scale (100,000 properties, 1,000,000 hail reports)",
      `\`npm run bench:map\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (shared; load average ${load} at the end), ${args.connections} connections, ${args.duration} s measured after ${args.warmup} s warm-up. Aim (issue 20): GET /api/storms/map p99 under 100 ms.\n\n${table}`,
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
