// `npm test`: every test, stopping after the first phase that fails.
//   phase 1: typecheck (tsc --noEmit)  ‖  the build the journeys run against
//   phase 2: the journeys in Chromium against the built app (playwright, one run: desktop,
//            the @phone-tagged journeys at phone size, the AI and storm servers)
//            ‖  the server tests on a PostgreSQL server (vitest, DATABASE_URL)
//   phase 3: unit + server tests on the embedded PGlite database (vitest)
// Steps joined by ‖ run side by side: each is mostly waiting (the compiler on one core, the
// journeys on a browser and a server, the PostgreSQL pass on the database server), and the
// machine has two cores. Their output is held and printed whole when the step ends.
// At the end a table gives each step's wall time and the CPU time it used.
//
// The PostgreSQL pass uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// it is skipped with a notice when that server is unreachable, unless
// REQUIRE_POSTGRES=1 (CI), where an unreachable server fails the run.
//
// `npm test -- <step>` runs one step: typecheck, unit, pg or e2e.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const env = { ...process.env };
delete env.DATABASE_URL;

/**
 * Server test files that open no database of their own (pure functions, or a PGlite-only
 * mechanism): the PostgreSQL pass would only run them a second time. The task-restart test
 * kills an app on a PostgreSQL server whichever pass runs it, so only the PostgreSQL pass does.
 */
const DATABASE_FREE_SERVER_TESTS = [
  "server/agents/providers/providers.test.ts",
  "server/agents/offline/intent.test.ts",
  "server/features/objectives/objective.presenter.test.ts",
  "server/features/aria/understand.test.ts",
  "server/integrations/images/config.test.ts",
  "server/db/data-dir-lock.test.ts",
  "server/features/kpis/kpi-rollups-crash.test.ts",
  "server/lib/log-redaction.test.ts",
];
const POSTGRES_ONLY_TESTS = ["server/features/tasks/task-restart.test.ts", "server/features/tasks/mixed-load-kill.test.ts"];
for (const f of [...DATABASE_FREE_SERVER_TESTS, ...POSTGRES_ONLY_TESTS]) {
  if (!existsSync(f)) {
    console.error(`scripts/test.mjs names ${f}, which does not exist: update the list.`);
    process.exit(1);
  }
}

const timings = [];
const hasTime = existsSync("/usr/bin/time");
const tmp = mkdtempSync(path.join(os.tmpdir(), "npm-test-"));
const startedAt = Date.now();

/**
 * Runs one step. `held`: its output is kept and printed whole when it ends (for steps that run
 * beside another). Resolves with the exit status; records wall and CPU time.
 */
function run(title, cmd, args, { extraEnv = {}, held = false } = {}) {
  const t0 = Date.now();
  const load0 = os.loadavg()[0];
  const timeFile = path.join(tmp, `${timings.length}-${title.replace(/\W+/g, "-")}.time`);
  const [c, a] = hasTime ? ["/usr/bin/time", ["-q", "-f", "%U %S", "-o", timeFile, cmd, ...args]] : [cmd, args];
  if (!held) console.log(`\n=== ${title} ===`);
  else console.log(`\n=== ${title}: started (output follows when it ends) ===`);
  const child = spawn(c, a, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...env, ...extraEnv } });
  const chunks = [];
  if (held) {
    child.stdout.on("data", (d) => chunks.push(d));
    child.stderr.on("data", (d) => chunks.push(d));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const wall = (Date.now() - t0) / 1000;
      let cpu = null;
      try {
        const [u, s] = readFileSync(timeFile, "utf8").trim().split(/\s+/).map(Number);
        if (Number.isFinite(u) && Number.isFinite(s)) cpu = u + s;
      } catch {}
      const status = code ?? (signal ? 1 : 0);
      timings.push({ title, wall, cpu, ok: status === 0, load: [load0, os.loadavg()[0]] });
      if (held) {
        console.log(`\n=== ${title} (output) ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (status !== 0) console.error(`\n${title}: failed`);
      resolve(status);
    });
  });
}

function printTimings() {
  const total = (Date.now() - startedAt) / 1000;
  const fmt = (s) => (s == null ? "-" : s >= 60 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s` : `${s.toFixed(1)} s`);
  console.log("\n=== npm test: step durations ===");
  console.log(`${"step".padEnd(58)} ${"wall".padStart(12)} ${"CPU".padStart(12)}  load (1 min) start → end`);
  for (const t of timings) {
    console.log(`${(t.ok ? "" : "FAILED ") + t.title}`.padEnd(58) + ` ${fmt(t.wall).padStart(12)} ${fmt(t.cpu).padStart(12)}  ${t.load[0].toFixed(1)} → ${t.load[1].toFixed(1)}`);
  }
  console.log(`${"total (steps joined by ‖ overlap)".padEnd(58)} ${fmt(total).padStart(12)}`);
  rmSync(tmp, { recursive: true, force: true });
}

function finish(ok) {
  printTimings();
  if (!ok) process.exit(1);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, "//")} is not reachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The journeys drive the system's Chromium (never a downloaded one). On a fresh machine it is
 * installed from the system's packages when this runs as root; otherwise the one command to run
 * is printed and the run stops.
 */
function ensureChromium() {
  const chrome = process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
  if (existsSync(chrome) || (!process.env.CHROME_PATH && existsSync("/usr/bin/chromium"))) {
    if (!existsSync(chrome)) console.log("Chromium's headless shell is not installed (apt-get install -y chromium-headless-shell): the journeys use the full Chromium, more slowly.");
    return;
  }
  const command = "apt-get update && apt-get install -y chromium chromium-headless-shell";
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`\n=== Chromium is missing at ${chrome}: installing it (${command}) ===`);
    const r = spawnSync("sh", ["-c", `${command} </dev/null`], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (r.status === 0 && existsSync(chrome)) return;
    console.error("Installing Chromium failed.");
  } else {
    console.error(`\nThe browser journeys need Chromium at ${chrome} (or set CHROME_PATH). Install it with:\n  sudo sh -c "${command}"`);
  }
  process.exit(1);
}

const only = process.argv[2];
const want = (step) => !only || only === step;
if (only && !["typecheck", "unit", "pg", "e2e"].includes(only)) {
  console.error(`unknown step "${only}": typecheck, unit, pg or e2e`);
  process.exit(2);
}

const typecheck = () => run("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"], { held: !only });
const build = () => run("build", "npm", ["run", "build"], { held: !only });
const unit = () =>
  run("unit and server tests (PGlite)", "npx", ["vitest", "run"], { extraEnv: { AIOPS_TEST_EXCLUDE: POSTGRES_ONLY_TESTS.join(",") } });
async function postgres(held) {
  if (await postgresReachable()) {
    return run("server tests (PostgreSQL)", "npx", ["vitest", "run", "--project", "server"], {
      extraEnv: { DATABASE_URL: pgUrl, AIOPS_TEST_EXCLUDE: DATABASE_FREE_SERVER_TESTS.join(",") },
      held,
    });
  }
  if (process.env.REQUIRE_POSTGRES === "1") {
    console.error("REQUIRE_POSTGRES=1 but PostgreSQL is not reachable");
    return 1;
  }
  console.log("=== server tests (PostgreSQL): skipped, no server ===");
  return 0;
}
const journeys = (held) => run("journeys (Playwright, Chromium: desktop, phone, AI, storm)", "npx", ["playwright", "test"], { held });

if (want("e2e")) ensureChromium();

// Phase 1: the compiler and the build side by side.
{
  const parts = [];
  if (want("typecheck")) parts.push(typecheck());
  if (want("e2e")) parts.push(build());
  const codes = await Promise.all(parts);
  if (codes.some((c) => c !== 0)) finish(false);
}
// Phase 2: the journeys (two workers: each project's journeys one at a time on its own server) beside
// the PostgreSQL pass (mostly waiting on the database server); phase 3: the PGlite pass alone.
// The PGlite pass keeps both cores busy on its own (2 min 45 s alone); beside the journeys it took
// 9.5 min and slowed them from 6 to 9.5 min, where the PostgreSQL pass beside them slows them to
// ~8.5 min (decision 142: 12:48 → 11:51 in all).
{
  const parts = [];
  const beside = want("e2e") && want("pg");
  if (want("e2e")) parts.push(journeys(beside));
  if (want("pg")) parts.push(postgres(beside));
  const codes = await Promise.all(parts);
  if (codes.some((c) => c !== 0)) finish(false);
}
if (want("unit") && (await unit()) !== 0) finish(false);
finish(true);
console.log("\nAll tests passed.");
