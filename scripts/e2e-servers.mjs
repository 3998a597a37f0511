// The journeys' servers, started together: Playwright starts the entries of its `webServer` list one
// after another (four app servers at 10 s and more each on two busy cores, then the fakes), so
// playwright.config.ts gives it this one entry instead. It starts every server of E2E_SERVERS
// (JSON: [{ name, command, url, env }]) at once, waits until each answers at its url, then answers
// "ready" on 127.0.0.1:<port> (the url Playwright waits for). SIGTERM or SIGINT stops them all
// with SIGTERM (the app servers shut down gracefully) and waits for them.
import { spawn } from "node:child_process";
import http from "node:http";

const readyPort = Number(process.argv[2]);
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (!readyPort || servers.length === 0) {
  console.error("usage: E2E_SERVERS='[{name, command, url, env}]' node scripts/e2e-servers.mjs <ready-port>");
  process.exit(2);
}

let stopping = false;
const children = servers.map((s) => {
  // Its own process group: a signal reaches the server behind a wrapper (npx, sh) too.
  const child = spawn("sh", ["-c", s.command], { env: { ...process.env, ...s.env }, stdio: ["ignore", "ignore", "pipe"], detached: true });
  child.stderr.on("data", (d) => process.stderr.write(`[${s.name}] ${d}`));
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${s.name}] exited (${signal ?? code}) while the journeys needed it`);
    stopAll(1);
  });
  return child;
});

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(server, deadline) {
  while (!(await answers(server.url))) {
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer at ${server.url} within ${server.timeoutMs ?? 180_000} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          const signal = (sig) => {
            try {
              process.kill(-c.pid, sig);
            } catch {}
          };
          const hard = setTimeout(() => signal("SIGKILL"), 10_000);
          c.once("exit", () => {
            clearTimeout(hard);
            resolve();
          });
          signal("SIGTERM");
        }),
    ),
  );
  process.exit(code);
}

process.on("SIGTERM", () => stopAll(0));
process.on("SIGINT", () => stopAll(0));

try {
  const t0 = Date.now();
  await Promise.all(servers.map((s) => waitFor(s, t0 + (s.timeoutMs ?? 180_000))));
  http.createServer((_req, res) => res.end("ready")).listen(readyPort, "127.0.0.1");
} catch (err) {
  console.error(err.message);
  await stopAll(1);
}
