/**
 * `npm run bench:scale`: every figure of the volume the product is built for (100,000 leads,
 * a storm over 100,000 roofs, 1,000,000 hail reports), one bench after the other. Each bench
 * seeds through the product's own code paths, measures bare node:http in the same run and
 * prints its figures beside it; this runner prints the load average before each one and
 * a summary of which benches ran at the end.
 *
 * Options: --write (each bench updates its section of docs/benchmarks.md — take figures for
 *          the docs only through ../shared/tools/quiet-run), --only=REGEX (bench names),
 *          --skip-pg (passed to the benches that take it).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";

const WRITE = process.argv.includes("--write");
const SKIP_PG = process.argv.includes("--skip-pg");
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);

/** In the order of the table. */
const BENCHES: { name: string; script: string; args?: string[] }[] = [
  { name: "kpis", script: "bench/kpis.ts" },
  { name: "storm", script: "bench/storm.ts" },
  { name: "leads", script: "bench/leads.ts" },
  { name: "lists", script: "bench/lists.ts" },
  { name: "hail", script: "bench/hail.ts" },
  { name: "map", script: "bench/map.ts" },
  { name: "streaming", script: "bench/streaming.ts" },
  { name: "tasks", script: "bench/tasks.ts" },
];

const results: { name: string; status: string; seconds: number; load: string }[] = [];
const loadavg = () => os.loadavg().map((l) => l.toFixed(2)).join(" / ");

for (const bench of BENCHES) {
  if (only && !new RegExp(only).test(bench.name)) continue;
  if (!existsSync(bench.script)) {
    results.push({ name: bench.name, status: "missing", seconds: 0, load: loadavg() });
    continue;
  }
  const load = loadavg();
  console.log(`\n=== ${bench.name} (${bench.script}) — load average before (1/5/15 min): ${load}`);
  const args = [...(bench.args ?? []), ...(WRITE ? ["--write"] : []), ...(SKIP_PG ? ["--skip-pg"] : [])];
  const t0 = Date.now();
  const run = spawnSync(process.execPath, ["--import", "tsx", bench.script, ...args], { stdio: "inherit" });
  results.push({ name: bench.name, status: run.status === 0 ? "ok" : `failed (${run.status ?? run.signal})`, seconds: (Date.now() - t0) / 1000, load });
}

console.log("\n| bench | result | seconds | load average before |\n|---|---|---|---|");
for (const r of results) console.log(`| ${r.name} | ${r.status} | ${r.seconds.toFixed(0)} | ${r.load} |`);
process.exit(results.some((r) => r.status.startsWith("failed")) ? 1 : 0);
