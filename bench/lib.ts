/**
 * What the benchmark scripts share: child processes of the built server (each killed when the
 * script exits), waiting for a URL to answer, signing in with the demo passwords, autocannon
 * runs, and recording a section of docs/benchmarks.md (replaced in place under its heading).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon, { type Options, type Result } from "autocannon";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DEMO_ADMIN = { email: "admin@aiopshub.demo", password: "demo-admin-123", firstName: "A", lastName: "B" };
const DEMO_GATE_PASSWORD = "ops-gate-demo";

export const children: ChildProcess[] = [];
process.on("exit", () => children.forEach((c) => c.kill("SIGTERM")));

/** A Node script in a child process (bench/child-guard.mjs ends it when this process goes away). */
export function startChild(name: string, script: string, env: Record<string, string>) {
  const guard = pathToFileURL(path.join(root, "bench", "child-guard.mjs")).href;
  const child = spawn(process.execPath, ["--import", guard, script], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe", "ipc"] });
  child.stderr!.on("data", (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

/** The built server in production mode, demo data, no job workers, on 127.0.0.1:port. */
export function startApp(name: string, port: number, env: Record<string, string>) {
  return startChild(name, path.join(root, "dist", "server", "main.js"), {
    NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_MODE: "true", JOB_WORKERS: "false", ...env,
  });
}

export function requireBuild() {
  if (!existsSync(path.join(root, "dist", "server", "main.js"))) throw new Error("run `npm run build` first");
}

export async function waitUp(url: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Passes the gate and signs in as the demo admin: the session cookie header. */
export async function signIn(origin: string) {
  const gate = await fetch(`${origin}/api/auth/gate`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ password: DEMO_GATE_PASSWORD }) });
  const gateCookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const login = await fetch(`${origin}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", origin, cookie: gateCookie }, body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }) });
  if (!login.ok) throw new Error(`login ${login.status}`);
  return login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const cannon = (opts: Options) => new Promise<Result>((resolve, reject) => autocannon({ timeout: 30, ...opts }, (err, result) => (err ? reject(err) : resolve(result))));

/** Requests/s and p99 over `duration` seconds after `warmup`; failed responses are counted, not hidden. */
export async function measure(url: string, run: { connections: number; duration: number; warmup: number }, headers: Record<string, string> = {}) {
  const opts = { url, connections: run.connections, headers };
  if (run.warmup > 0) await cannon({ ...opts, duration: run.warmup });
  const r = await cannon({ ...opts, duration: run.duration });
  return { rps: Math.round(r.requests.average * 10) / 10, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts, total: r.requests.total };
}

/** Writes `body` under `heading` in docs/benchmarks.md, replacing that section when it is there. */
export function recordSection(heading: string, body: string) {
  const doc = path.join(root, "docs", "benchmarks.md");
  const section = `${heading}\n\n${body.trimEnd()}\n`;
  const current = existsSync(doc) ? readFileSync(doc, "utf8") : "# Benchmarks\n";
  const start = current.indexOf(heading);
  const after = start >= 0 ? current.indexOf("\n## ", start + heading.length) : -1;
  writeFileSync(doc, start >= 0 ? current.slice(0, start) + section + (after >= 0 ? `\n${current.slice(after + 1)}` : "") : `${current.trimEnd()}\n\n${section}`);
  console.log(`recorded in ${path.relative(root, doc)} under "${heading}"`);
}
