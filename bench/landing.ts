/**
 * `npm run bench:landing`: the landing page and the hail-risk checker.
 *   1. Hail-risk lookup server time: the shipped NOAA files (imported at first start, so
 *      in the seeded test database; PostgreSQL too when reachable, BENCH_PG_URL),
 *      then GET /api/hail-risk?zip= for every Texas ZCTA of the shipped gazetteer through
 *      app.inject (routing, validation, query, serialisation): p50/p95/p99/max.
 *   2. The landing page's initial JavaScript (every script and modulepreload of
 *      dist/web/landing.html), raw and gzipped (level 9), plus its CSS.
 *   3. Lighthouse 12 (mobile preset, simulated throttling) driving /usr/bin/chromium
 *      (CHROME_PATH) against the built server started on 127.0.0.1:3408 (BENCH_LANDING_PORT).
 * Options: --write (update docs/benchmarks.md's "Landing page and hail risk" section),
 *          --rounds=3 (lookup rounds over all ZIPs), --skip-pg, --skip-lighthouse.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildTestApp } from "../server/test/build-test-app";
import { recordSection } from "./lib";
import { postgresReachable } from "../server/test/app-process";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    write: { type: "boolean", default: false },
    rounds: { type: "string", default: "3" },
    "skip-pg": { type: "boolean", default: false },
    "skip-lighthouse": { type: "boolean", default: false },
  },
});
const lines: string[] = [];
const say = (s: string) => {
  console.log(s);
  lines.push(s);
};
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function hailLookup(driver: "pglite" | "postgres") {
  const saved = process.env.DATABASE_URL;
  if (driver === "postgres") process.env.DATABASE_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  else delete process.env.DATABASE_URL;
  const t = await buildTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: "100000000" });
  process.env.DATABASE_URL = saved;
  try {
    const [{ n: reports }] = await t.database.execute<{ n: number }>("select count(*)::int as n from hail_reports");
    const zips = (await t.database.execute<{ zip: string }>("select zip from zip_centroids order by zip")).map((r) => r.zip);
    for (const z of zips.slice(0, 200)) await t.app.inject({ url: `/api/hail-risk?zip=${z}` }); // warm-up
    const times: number[] = [];
    const rounds = Number(args.rounds);
    for (let r = 0; r < rounds; r++) {
      for (const z of zips) {
        const start = performance.now();
        const res = await t.app.inject({ url: `/api/hail-risk?zip=${z}` });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${z}: ${res.statusCode} ${res.body}`);
      }
    }
    times.sort((a, b) => a - b);
    say(`| hail-risk lookup, ${driver} | ${reports} reports, ${zips.length} ZIPs × ${rounds} | ${ms(pct(times, 50))} | ${ms(pct(times, 95))} | ${ms(pct(times, 99))} | ${ms(times.at(-1)!)} |`);
  } finally {
    await t.close();
  }
}

function landingSize() {
  const dist = path.join(root, "dist", "web");
  if (!existsSync(path.join(dist, "landing.html"))) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  const html = readFileSync(path.join(dist, "landing.html"), "utf8");
  const js = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const size = (files: string[]) => files.reduce(
    (acc, f) => {
      const buf = readFileSync(path.join(dist, f));
      return { raw: acc.raw + buf.length, gz: acc.gz + gzipSync(buf, { level: 9 }).length };
    },
    { raw: 0, gz: 0 },
  );
  const j = size(js);
  const c = size(css);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  say(`| landing initial JavaScript (${js.length} files) | ${kb(j.raw)} | ${kb(j.gz)} gzipped |`);
  say(`| landing CSS (${css.length} file) | ${kb(c.raw)} | ${kb(c.gz)} gzipped |`);
}

async function lighthouseScore() {
  const port = Number(process.env.BENCH_LANDING_PORT ?? 3408);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-landing-"));
  const server = spawn(process.execPath, [path.join(root, "dist", "server", "main.js")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", JOB_WORKERS: "false", COOKIE_SECURE: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 120) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    const { default: lighthouse } = await import("lighthouse");
    const chromeLauncher = await import("chrome-launcher");
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    });
    try {
      const result = await lighthouse(`${base}/landing`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const lhr = result!.lhr;
      const a = lhr.audits;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      say(`| Lighthouse ${lhr.lighthouseVersion} mobile performance | ${score} | FCP ${a["first-contentful-paint"].displayValue}, LCP ${a["largest-contentful-paint"].displayValue}, TBT ${a["total-blocking-time"].displayValue}, CLS ${a["cumulative-layout-shift"].displayValue} |`);
    } finally {
      chrome.kill();
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  say(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, load average at start ${os.loadavg()[0].toFixed(1)} (the machine is shared: tail latencies move with it)`);
  say("");
  say("| what | data | p50 | p95 | p99 | max |");
  say("|---|---|---|---|---|---|");
  await hailLookup("pglite");
  const pgUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  if (!args["skip-pg"] && (await postgresReachable(pgUrl))) await hailLookup("postgres");
  say("");
  say("| what | raw | compressed |");
  say("|---|---|---|");
  landingSize();
  if (!args["skip-lighthouse"]) {
    say("");
    say("| what | score | metrics |");
    say("|---|---|---|");
    try {
      await lighthouseScore();
    } catch (err) {
      say(`| Lighthouse | not measured | ${(err as Error).message.split("\n")[0]} |`);
    }
  }
  if (args.write) recordSection("## Landing page and hail risk (`npm run bench:landing`)", `Server time of \`GET /api/hail-risk\` measured in-process through \`app.inject\` (routing, validation, the radius query, serialisation; no network). Lighthouse uses its default mobile emulation and simulated throttling.\n\n${lines.join("\n")}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
