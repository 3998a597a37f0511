/**
 * `npm run bench`: HTTP throughput and latency of the built server, against the
 * ceiling of this machine (a bare node:http server answering a small JSON body).
 *
 * One run starts, each in its own child process on 127.0.0.1:
 *   - the bare node:http server (bench/bare-server.mjs);
 *   - the app on embedded PGlite (fresh temporary DATA_DIR);
 *   - the app on PostgreSQL, when the server is reachable (database `aiops_bench`,
 *     dropped and recreated each run, dropped again at the end);
 * signs in (gate, then login; the session cookie of the login is used), checks
 * each route answers 200 with a non-empty JSON array, then runs autocannon
 * (warm-up, then the measured run) against every target, one after the other.
 *
 * Options:
 *   --write              update docs/benchmarks.md with the results (refused when
 *                        any response was not 2xx or errored, and with --profile)
 *   --duration=10        measured seconds per target
 *   --warmup=2           warm-up seconds per target (discarded)
 *   --connections=50     concurrent connections
 *   --build              run `npm run build` first (done anyway when dist is missing)
 *   --skip-pg            do not use PostgreSQL even when it is reachable
 *   --profile            start the app children with `node --cpu-prof` and print
 *                        where their CPU went during each measured run
 *   --app=PATH           the server bundle to run (default dist/server/main.js), e.g.
 *                        a patched copy of the tree, to compare a change
 *   --only=REGEX         measure only the rows whose "server request" matches, e.g.
 *                        --only='postgres GET /api/agents$' (bare node:http always runs)
 *   --json=FILE          also write the rows as JSON (for comparing runs with a script)
 * Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test), the
 * server the bench database is created on; it must be on the loopback interface.
 *
 * Children are killed at the end, on failure, on Ctrl-C, and — through
 * bench/child-guard.mjs — when this process dies without cleaning up.
 * Every phase is bounded in time.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import { formatSummary, summariseProfile, type Window } from "./profile-summary";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const benchDir = path.join(root, "bench");
const docPath = path.join(root, "docs", "benchmarks.md");
/** --write replaces docs/benchmarks.md above this line and keeps what people wrote below it. */
const NOTES_MARKER = "<!-- bench: notes below this line are kept by npm run bench -- --write -->";

const { values: args } = parseArgs({
  options: {
    write: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" },
    build: { type: "boolean", default: false },
    "skip-pg": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    app: { type: "string", default: path.join(root, "dist", "server", "main.js") },
    only: { type: "string" },
    json: { type: "string" },
  },
});

const DURATION = positiveInt(args.duration!, "duration");
const WARMUP = Number(args.warmup);
if (!Number.isInteger(WARMUP) || WARMUP < 0) throw new Error(`--warmup must be a whole number of seconds >= 0, got ${args.warmup}`);
const CONNECTIONS = positiveInt(args.connections!, "connections");
const APP_MAIN = path.resolve(args.app!);
// The app resolves ./dist/web from its working directory: the root of the tree the bundle is in.
const APP_CWD = path.resolve(path.dirname(APP_MAIN), "..", "..");
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_BENCH_DB = "aiops_bench";
const GATE_PASSWORD = "ops-gate-demo";
const ADMIN = { email: "admin@aiopshub.demo", password: "demo-admin-123" };
const GOAL = { route: "GET /api/agents", minRatio: 0.25, maxP99Ms: 50 };

const STARTUP_TIMEOUT_MS = 90_000;
const BUILD_TIMEOUT_MS = 300_000;
const REQUEST_TIMEOUT_MS = 10_000;

function positiveInt(v: string, name: string) {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive integer, got ${v}`);
  return n;
}

const log = (msg: string) => console.error(`[bench] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

// ---------------------------------------------------------------- children

interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  exitCode: number | null | undefined;
}
const children: Child[] = [];
const tempDirs: string[] = [];
let pgBenchCreated = false;

function startChild(name: string, nodeArgs: string[], env: Record<string, string>): Child {
  const guard = pathToFileURL(path.join(benchDir, "child-guard.mjs")).href;
  const proc = spawn(process.execPath, ["--import", guard, ...nodeArgs], {
    cwd: APP_CWD,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), ...env },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  proc.stdout!.on("data", keep);
  proc.stderr!.on("data", keep);
  const child: Child = {
    name,
    proc,
    output,
    exitCode: undefined,
    exited: new Promise((resolve) =>
      proc.once("exit", (code, signal) => {
        child.exitCode = code ?? (signal ? -1 : null);
        resolve(code);
      }),
    ),
  };
  children.push(child);
  return child;
}

async function stopChild(child: Child) {
  if (child.exitCode !== undefined) return;
  child.proc.kill("SIGTERM");
  const done = await Promise.race([child.exited.then(() => true), sleep(12_000).then(() => false)]);
  if (!done) {
    log(`${child.name} did not stop within 12 s: SIGKILL`);
    child.proc.kill("SIGKILL");
    await Promise.race([child.exited, sleep(3_000)]);
  }
}

let cleaning: Promise<void> | null = null;
let stopping = false;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(children.map(stopChild));
    if (pgBenchCreated) await dropBenchDatabase().catch((err) => log(`could not drop ${PG_BENCH_DB}: ${err.message}`));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

// Last resort: whatever is still alive when this process exits is killed.
process.on("exit", () => {
  for (const c of children) if (c.exitCode === undefined) c.proc.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping children`);
    stopping = true;
    const force = setTimeout(() => process.exit(130), 20_000);
    force.unref();
    void cleanup().finally(() => process.exit(130));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(child: Child, url: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== undefined) {
      throw new Error(`${child.name} exited (code ${child.exitCode}) before answering:\n${child.output.slice(-30).join("\n")}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${child.name} not ready within ${STARTUP_TIMEOUT_MS / 1000} s:\n${child.output.slice(-30).join("\n")}`);
}

// ---------------------------------------------------------------- build

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|sql|json)$/.test(entry.name) || entry.name.endsWith(".test.ts")) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

async function ensureBuilt() {
  const missing = !existsSync(APP_MAIN);
  if (!missing && !args.build) {
    const built = statSync(APP_MAIN).mtimeMs;
    const sources = Math.max(newestMtime(path.join(APP_CWD, "server")), newestMtime(path.join(APP_CWD, "contract")));
    const name = path.relative(root, APP_MAIN) || APP_MAIN;
    if (sources <= built) return log(`using the existing build ${name}`);
    if (args.write) throw new Error(`${name} is older than the server/ or contract/ sources: add --build to write figures of the current code`);
    log(`WARNING: ${name} is older than the server/ or contract/ sources; add --build to measure the current code`);
    return;
  }
  if (APP_MAIN !== path.join(root, "dist", "server", "main.js") && missing) throw new Error(`no bundle at ${APP_MAIN}`);
  log(missing ? "dist/server/main.js is missing: running `npm run build`" : "running `npm run build` (--build)");
  const build = spawn("npm", ["run", "build"], { cwd: APP_CWD, stdio: ["ignore", "inherit", "inherit"] });
  const timer = setTimeout(() => build.kill("SIGKILL"), BUILD_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve) => build.once("exit", resolve));
  clearTimeout(timer);
  if (code !== 0 || !existsSync(APP_MAIN)) throw new Error(`npm run build failed (exit ${code})`);
}

// ---------------------------------------------------------------- PostgreSQL

function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) {
    throw new Error(`BENCH_PG_URL must point at the loopback interface (got host ${host})`);
  }
}

function benchDatabaseUrl() {
  const u = new URL(PG_ADMIN_URL);
  u.hostname = "127.0.0.1";
  u.pathname = `/${PG_BENCH_DB}`;
  return u.toString();
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000, query_timeout: 30_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function pgServerInfo(): Promise<string | null> {
  try {
    assertLoopback(PG_ADMIN_URL);
    return await withAdmin(async (c) => (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0].v);
  } catch (err) {
    log(`PostgreSQL not used: ${(err as Error).message}`);
    return null;
  }
}

async function recreateBenchDatabase() {
  await withAdmin(async (c) => {
    await c.query(`drop database if exists ${PG_BENCH_DB} with (force)`);
    await c.query(`create database ${PG_BENCH_DB}`);
  });
  pgBenchCreated = true;
}

async function dropBenchDatabase() {
  await withAdmin((c) => c.query(`drop database if exists ${PG_BENCH_DB} with (force)`));
  pgBenchCreated = false;
}

// ---------------------------------------------------------------- sign-in

function sessionCookie(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const m = /^aiops\.sid=([^;]+)/.exec(line);
    if (m) return `aiops.sid=${m[1]}`;
  }
  return null;
}

async function signIn(base: string): Promise<string> {
  const post = (p: string, body: unknown, cookie?: string) =>
    fetch(base + p, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  const gate = await post("/api/auth/gate", { password: GATE_PASSWORD });
  if (gate.status !== 200) throw new Error(`gate answered ${gate.status}: ${await gate.text()}`);
  const gateCookie = sessionCookie(gate);
  if (!gateCookie) throw new Error("gate set no session cookie");
  const login = await post("/api/auth/login", ADMIN, gateCookie);
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  // Sign-in regenerates the session: the new id is the one that is signed in.
  const cookie = sessionCookie(login);
  if (!cookie) throw new Error("login set no new session cookie");
  return cookie;
}

/** One request as the benchmark will send it: must be 200 with a non-empty JSON array. */
async function probe(url: string, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as unknown;
  if (cookie && (!Array.isArray(body) || body.length === 0)) throw new Error(`${url} answered no rows: ${text.slice(0, 200)}`);
  return { bytes: Buffer.byteLength(text), rows: Array.isArray(body) ? body.length : null };
}

// ---------------------------------------------------------------- CPU accounting (Linux /proc; n/a elsewhere)

const CLK_TCK = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { timeout: 2_000 }).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) a process has used so far. */
function processCpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}

/** Busy and stolen CPU seconds of the whole machine so far (all cores). */
function machineCpuSeconds(): { busy: number; steal: number } | null {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
    return { busy: (user + nice + system + irq + softirq) / CLK_TCK, steal: (steal ?? 0) / CLK_TCK };
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- load

interface Target {
  label: string;
  server: "bare" | "pglite" | "postgres";
  pid: number | undefined;
  url: string;
  cookie?: string;
  bytes: number;
  rows: number | null;
}
interface Row {
  target: Target;
  result: Result;
  window: Window;
  /** Cores the server process used during the measured run (CPU seconds / wall seconds). */
  serverCores: number | null;
  /** Cores busy on the whole machine during the run: load generator, server, database, and any neighbours. */
  machineCores: number | null;
  stealCores: number | null;
}

function cannon(target: Target, seconds: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        connections: CONNECTIONS,
        duration: seconds,
        timeout: 10,
        headers: target.cookie ? { cookie: target.cookie } : {},
      },
      (err, result) => {
        clearTimeout(guard);
        if (err) reject(err);
        else resolve(result);
      },
    );
    // autocannon stops itself after `duration`; this only bounds a stuck run.
    const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  });
}

async function measure(target: Target): Promise<Row> {
  if (WARMUP > 0) {
    const warm = await cannon(target, WARMUP);
    if (warm.non2xx || warm.errors) log(`  warm-up of ${target.label}: ${warm.non2xx} non-2xx, ${warm.errors} errors`);
  }
  const cpu0 = processCpuSeconds(target.pid);
  const machine0 = machineCpuSeconds();
  const startUs = nowUs();
  const result = await cannon(target, DURATION);
  const endUs = nowUs();
  const cpu1 = processCpuSeconds(target.pid);
  const machine1 = machineCpuSeconds();
  const wall = (endUs - startUs) / 1e6;
  const serverCores = cpu0 !== null && cpu1 !== null ? (cpu1 - cpu0) / wall : null;
  const machineCores = machine0 && machine1 ? (machine1.busy - machine0.busy) / wall : null;
  const stealCores = machine0 && machine1 ? (machine1.steal - machine0.steal) / wall : null;
  const window = { label: `${target.server}: ${target.label}`, startUs, endUs };
  const codes = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}×${s.count}`).join(" ");
  log(
    `  ${target.server.padEnd(8)} ${target.label.padEnd(24)} ${result.requests.average.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  [${codes}] errors ${result.errors} timeouts ${result.timeouts}  ` +
      `server ${cores(serverCores)} cores, machine ${cores(machineCores)} busy, steal ${cores(stealCores)}`,
  );
  return { target, result, window, serverCores, machineCores, stealCores };
}

// ---------------------------------------------------------------- report

const SERVER_LABEL = { bare: "bare node:http", pglite: "app on PGlite", postgres: "app on PostgreSQL" } as const;

const cores = (n: number | null) => (n === null ? "n/a" : n.toFixed(2));

function fmt(n: number, digits = 0) {
  return n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function tableRows(rows: Row[]) {
  const bare = rows.find((r) => r.target.server === "bare");
  const ceiling = bare?.result.requests.average ?? NaN;
  return rows.map((r) => {
    const ratio = r.result.requests.average / ceiling;
    return [
      SERVER_LABEL[r.target.server],
      r.target.label,
      fmt(r.result.requests.average),
      String(r.result.latency.p50),
      String(r.result.latency.p99),
      Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)}%` : "n/a",
      String(r.result.non2xx),
      String(r.result.errors + r.result.timeouts),
      fmt(r.target.bytes),
      cores(r.serverCores),
      cores(r.machineCores),
    ];
  });
}
const HEADER = [
  "Server",
  "Request",
  "Requests/s",
  "p50 (ms)",
  "p99 (ms)",
  "vs bare",
  "non-2xx",
  "errors",
  "body bytes",
  "server CPU (cores)",
  `machine busy (of ${os.availableParallelism()})`,
];

function markdownTable(rows: Row[]) {
  const body = tableRows(rows);
  const right = new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  return [
    `| ${HEADER.join(" | ")} |`,
    `| ${HEADER.map((_, i) => (right.has(i) ? "---:" : "---")).join(" | ")} |`,
    ...body.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
}

function textTable(rows: Row[]) {
  const body = [HEADER, ...tableRows(rows)];
  const widths = HEADER.map((_, i) => Math.max(...body.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join("  ");
  return [line(HEADER), widths.map((w) => "-".repeat(w)).join("  "), ...body.slice(1).map(line)].join("\n");
}

function goalLines(rows: Row[]) {
  const bare = rows.find((r) => r.target.server === "bare");
  return rows
    .filter((r) => r.target.server !== "bare" && r.target.label === GOAL.route)
    .map((r) => {
      const ratio = r.result.requests.average / (bare?.result.requests.average ?? NaN);
      const p99 = r.result.latency.p99;
      const met = ratio >= GOAL.minRatio && p99 < GOAL.maxP99Ms && r.result.non2xx === 0 && r.result.errors === 0;
      return (
        `- ${SERVER_LABEL[r.target.server]}: ${GOAL.route} at ${(ratio * 100).toFixed(1)}% of bare node:http ` +
        `(goal ≥ ${GOAL.minRatio * 100}%), p99 ${p99} ms (goal < ${GOAL.maxP99Ms} ms): **${met ? "met" : "missed"}**`
      );
    });
}

interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  date: string;
  load: string;
  postgres: string | null;
}

function documentText(machine: Machine, rows: Row[]) {
  return `# Benchmarks

HTTP throughput and latency of the server against the ceiling of the machine it
runs on. Produced by \`npm run bench -- --write\` (\`bench/run.ts\`); re-run it
rather than editing the figures by hand. Not part of \`npm test\`.

## Latest run

- Machine: ${machine.cpus} CPU cores (\`nproc\`), ${machine.cpuModel}; load average before the run ${machine.load}
- Node ${machine.node}; ${machine.postgres ? `PostgreSQL ${machine.postgres} on the same machine` : "PostgreSQL not reachable: PGlite only"}
- Date: ${machine.date}
- ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s measured per row, one row after the other

${markdownTable(rows)}

Goal (product owner): ${GOAL.route} at ≥ ${GOAL.minRatio * 100}% of bare node:http requests/s, with p99 under ${GOAL.maxP99Ms} ms at ${CONNECTIONS} connections.

${goalLines(rows).join("\n")}

## How to read this

- **bare node:http** is a server that answers a fixed, small JSON body and does nothing else: the most
  requests/s this machine, this Node version and this load generator can reach. **vs bare** is a row's
  requests/s as a share of it; it is the figure to compare between machines, the raw requests/s are not.
  On 2 cores the bare row is bound by the load generator, not by the server (see its server CPU: about
  half a core), so the ceiling is "what autocannon on one core can send".
- **Requests/s** is autocannon's mean of its per-second samples; **p50/p99** are latency percentiles of
  the 2xx responses in milliseconds (autocannon records whole milliseconds).
- **server CPU** is the CPU time the server process used during the row divided by its wall time (1.00
  = one core fully used; Node runs JavaScript on one thread, so about 1 is its limit). **machine busy**
  counts every busy core on the machine in the same span: the load generator, the server, PostgreSQL's
  processes, and whatever else ran. When it reaches the core count while the server is well under one
  core, the server was starved of CPU and the row understates it.
- **non-2xx** and **errors** (socket errors and timeouts) must be 0, or the row measured failures (a 401
  or 429 is cheap to answer and would flatter it); the bench refuses to write this page otherwise.
- The load generator runs on the same machine as the server (all traffic on 127.0.0.1) and takes
  roughly one core of ${machine.cpus}; with PostgreSQL, the database server competes for the same cores.
  On a shared machine the figures move between runs by 10% or more: compare ratios, and re-run before
  drawing conclusions from a small difference.

## What we measured

- Each target runs in its own process, started fresh: the bare server, the built app
  (\`dist/server/main.js\`, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`) on embedded PGlite in a fresh
  temporary data directory, and the app on PostgreSQL in a database \`${PG_BENCH_DB}\` created for the run
  (demo mode, so the demo admin is seeded; pool of 10 connections, the default). Everything else is
  the default configuration, background job workers included.
- The bench passes the site gate and signs in as the demo admin, then checks each request answers 200
  with a non-empty JSON array before loading it. Every app request carries the signed-in session cookie,
  so it pays for what a real one does: the session lookup (one prepared query joining the session and
  its user), the access check, the route's prepared query, response serialization through the zod
  schema, and the security headers. autocannon sends no \`Accept-Encoding\`, so no response is
  compressed (the bodies are under the 2 KB compression threshold anyway).
- \`GET /api/agents\` lists the seeded agents; \`GET /api/agents/1/tasks\` lists agent 1's seeded tasks.
- To see where a server's CPU goes, \`npm run bench -- --profile\` runs the apps under \`node --cpu-prof\`
  and prints, per measured row, the time by package and by function; \`--app=PATH\` benchmarks another
  build (a patched copy of the tree) and \`--only=REGEX\` limits the rows, to compare a change.
`;
}

// ---------------------------------------------------------------- main

async function main() {
  const budgetMs =
    BUILD_TIMEOUT_MS + 3 * STARTUP_TIMEOUT_MS + 5 * (WARMUP + DURATION + 35) * 1000 + 120_000;
  const watchdog = setTimeout(() => {
    log(`the whole run exceeded ${Math.round(budgetMs / 1000)} s: giving up`);
    void cleanup().finally(() => process.exit(1));
  }, budgetMs);
  watchdog.unref();

  const machine: Machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown CPU",
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    load: os.loadavg().map((l) => l.toFixed(2)).join(", "),
    postgres: null,
  };
  log(`${machine.cpus} cores, ${machine.cpuModel}, node ${machine.node}, load ${machine.load}`);

  if (args.profile && args.write) throw new Error("--profile slows the app down: its figures are not written (drop --write)");
  if (args.only && args.write) throw new Error("--only measures part of the table: its figures are not written (drop --write)");
  const only = args.only ? new RegExp(args.only) : null;
  await ensureBuilt();

  const profileDir = args.profile ? mkdtempSync(path.join(os.tmpdir(), "aiops-bench-prof-")) : null;
  const appNodeArgs = (name: string) =>
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${name}.cpuprofile`, APP_MAIN] : [APP_MAIN];
  const appEnv = (port: number) => ({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
  });

  // Start everything, then wait: the servers start in parallel, nothing is measured yet.
  const barePort = await freePort();
  const bare = startChild("bare node:http", [path.join(benchDir, "bare-server.mjs")], { PORT: String(barePort) });

  const pglitePort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-pglite-"));
  tempDirs.push(dataDir);
  const pgliteApp = startChild("app on PGlite", appNodeArgs("pglite"), { ...appEnv(pglitePort), DATA_DIR: dataDir });

  let pgApp: Child | null = null;
  let pgPort = 0;
  machine.postgres = args["skip-pg"] ? null : await pgServerInfo();
  if (machine.postgres) {
    await recreateBenchDatabase();
    pgPort = await freePort();
    pgApp = startChild("app on PostgreSQL", appNodeArgs("postgres"), {
      ...appEnv(pgPort),
      DATABASE_URL: benchDatabaseUrl(),
      DEMO_MODE: "true",
    });
  }

  const bareBase = `http://127.0.0.1:${barePort}`;
  const pgliteBase = `http://127.0.0.1:${pglitePort}`;
  const pgBase = `http://127.0.0.1:${pgPort}`;
  await Promise.all([
    waitReady(bare, bareBase + "/"),
    waitReady(pgliteApp, pgliteBase + "/api/health"),
    pgApp ? waitReady(pgApp, pgBase + "/api/health") : null,
  ]);
  log("all servers answer");

  const targets: Target[] = [];
  const bareProbe = await probe(bareBase + "/");
  targets.push({ label: "GET / (fixed JSON)", server: "bare", pid: bare.proc.pid, url: bareBase + "/", ...bareProbe });
  const apps: Array<["pglite" | "postgres", string, Child]> = [["pglite", pgliteBase, pgliteApp]];
  if (pgApp) apps.push(["postgres", pgBase, pgApp]);
  for (const [server, base, child] of apps) {
    const cookie = await signIn(base);
    for (const p of ["/api/agents", "/api/agents/1/tasks"]) {
      const info = await probe(base + p, cookie);
      targets.push({ label: `GET ${p}`, server, pid: child.proc.pid, url: base + p, cookie, ...info });
    }
    log(`signed in on ${SERVER_LABEL[server]}`);
  }

  log(`load: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target`);
  const rows: Row[] = [];
  for (const target of targets) {
    if (stopping) break;
    if (only && target.server !== "bare" && !only.test(`${target.server} ${target.label}`)) continue;
    rows.push(await measure(target));
    await sleep(500);
  }

  const invalid = rows.filter((r) => r.result.non2xx > 0 || r.result.errors > 0 || r.result.timeouts > 0);

  console.log("");
  console.log(textTable(rows));
  console.log("");
  console.log(markdownTable(rows));
  console.log("");
  console.log(goalLines(rows).join("\n"));
  if (invalid.length) {
    console.log(`\nINVALID: ${invalid.map((r) => `${r.target.server} ${r.target.label}`).join(", ")} had non-2xx responses or errors`);
  }

  if (args.json) {
    const json = {
      machine,
      app: APP_MAIN,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      rows: rows.map((r) => ({
        server: r.target.server,
        request: r.target.label,
        requestsPerSecond: r.result.requests.average,
        p50Ms: r.result.latency.p50,
        p99Ms: r.result.latency.p99,
        ratioToBare: r.result.requests.average / (rows.find((b) => b.target.server === "bare")?.result.requests.average ?? NaN),
        non2xx: r.result.non2xx,
        errors: r.result.errors,
        timeouts: r.result.timeouts,
        bodyBytes: r.target.bytes,
        serverCores: r.serverCores,
        machineCores: r.machineCores,
        stealCores: r.stealCores,
      })),
    };
    writeFileSync(args.json, JSON.stringify(json, null, 2));
  }

  await cleanup();

  if (profileDir) {
    for (const server of ["pglite", "postgres"] as const) {
      const file = path.join(profileDir, `${server}.cpuprofile`);
      if (!existsSync(file)) continue;
      const windows = rows.filter((r) => r.target.server === server).map((r) => r.window);
      console.log(`\nCPU profile of the ${SERVER_LABEL[server]} process (${file}), measured runs only:`);
      for (const s of summariseProfile(file, windows)) console.log(formatSummary(s, 25));
    }
  }

  if (args.write) {
    if (invalid.length) throw new Error(`not writing ${path.relative(root, docPath)}: some rows measured failures`);
    const previous = existsSync(docPath) ? readFileSync(docPath, "utf8") : "";
    const at = previous.indexOf(NOTES_MARKER);
    const notes = at >= 0 ? previous.slice(at) : `${NOTES_MARKER}\n`;
    writeFileSync(docPath, `${documentText(machine, rows)}\n${notes}`);
    log(`wrote ${path.relative(root, docPath)}`);
  }
  return invalid.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (err: Error) => {
    log(`failed: ${err.message}`);
    await cleanup();
    process.exit(1);
  },
);
