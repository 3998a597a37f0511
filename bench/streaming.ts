/**
 * `npm run bench` (second part): the server's added latency on a streamed chat
 * reply. Starts the fake OpenAI-compatible server (in this process) and the
 * built app (dist/server/main.js, a child on a fresh PGlite directory) pointed
 * at it; then, one request at a time:
 *   - 200 streamed completions straight from the fake: its own time to first token;
 *   - 200 chats through the app (POST /api/conversations/:id/messages, SSE), each
 *     in a new conversation: time to the first `delta` event.
 * Added latency = app TTFT − fake TTFT, per percentile. Includes what the app does
 * before the model is called: storing the user's message, loading the agent's
 * context, building the prompt.
 *
 * Options: --chats=200 --warmup=20 --write (update the section of docs/benchmarks.md)
 *          --port=3240
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FakeLanguageModelServer } from "../server/test/fakes/openai";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const CHATS = Number(arg("chats", "200"));
const WARMUP = Number(arg("warmup", "20"));
const PORT = Number(arg("port", "3240"));
const WRITE = process.argv.includes("--write");
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync("dist/server/main.js")) {
  console.error("dist/server/main.js is missing: run `npm run build` first");
  process.exit(1);
}

const fake = new FakeLanguageModelServer();
await fake.start();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aiops-bench-stream-"));
const child = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    DEMO_MODE: "true",
    SITE_GATE_PASSWORD: "",
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    LOG_LEVEL: "warn",
    JOB_WORKERS: "false",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "bench-model",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    PUBLIC_RATE_LIMIT_PER_MINUTE: "100000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const cleanup = async () => {
  if (child.exitCode === null) child.kill("SIGTERM");
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("the app did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  const json = { "content-type": "application/json", origin: base };
  const gate = await fetch(`${base}/api/auth/gate`, { method: "POST", headers: json, body: JSON.stringify({ password: "ops-gate-demo" }) });
  let cookie = gate.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ email: "admin@aiopshub.demo", password: "demo-admin-123" }) });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const agents = (await (await fetch(`${base}/api/agents`, { headers: { cookie } })).json()) as { id: number; role: string }[];
  const agentId = agents.find((a) => a.role === "cto")!.id;

  /** ms until the first chunk whose text includes `marker`, then drains the body. */
  async function timeToFirst(url: string, init: RequestInit, marker: string) {
    const start = performance.now();
    const res = await fetch(url, init);
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let first = -1;
    let seen = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (first < 0) {
        seen += value;
        if (seen.includes(marker)) first = performance.now() - start;
      }
    }
    if (first < 0) throw new Error(`${url}: no ${marker}`);
    return first;
  }

  const fakeOnce = () =>
    timeToFirst(`${fake.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "bench-model", stream: true, messages: [{ role: "user", content: "Status of the storm pipeline?" }] }),
    }, '"content":"Fake');
  const appOnce = async () => {
    const conv = await fetch(`${base}/api/conversations`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ agentId }) });
    const { id } = (await conv.json()) as { id: number };
    return timeToFirst(`${base}/api/conversations/${id}/messages`, {
      method: "POST",
      headers: { ...json, cookie, accept: "text/event-stream" },
      body: JSON.stringify({ content: "Status of the storm pipeline?" }),
    }, "event: delta");
  };

  for (let i = 0; i < WARMUP; i++) {
    await fakeOnce();
    await appOnce();
  }
  const fakeTimes: number[] = [];
  const appTimes: number[] = [];
  for (let i = 0; i < CHATS; i++) {
    fakeTimes.push(await fakeOnce());
    appTimes.push(await appOnce());
  }
  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
  };
  const rows = [50, 90, 99].map((p) => ({ p, fake: pct(fakeTimes, p), app: pct(appTimes, p), added: pct(appTimes, p) - pct(fakeTimes, p) }));
  const f = (n: number) => n.toFixed(2);
  const table = [
    "| percentile | fake provider TTFT (ms) | through the app (ms) | added by the server (ms) |",
    "|---|---|---|---|",
    ...rows.map((r) => `| p${r.p} | ${f(r.fake)} | ${f(r.app)} | ${f(r.added)} |`),
  ].join("\n");
  console.log(`\nStreamed chat, ${CHATS} chats one at a time (after ${WARMUP} warm-up), PGlite, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}:\n`);
  console.log(table);

  if (WRITE) {
    const file = "docs/benchmarks.md";
    const begin = "<!-- streaming-bench:begin -->";
    const end = "<!-- streaming-bench:end -->";
    const section = `${begin}\n## Streamed chat: the server's added latency\n\n\`npx tsx bench/streaming.ts --write\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 10)}: ${CHATS} chats one at a time after ${WARMUP} warm-up, each in a new conversation, built app on PGlite, fake OpenAI-compatible provider on loopback, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(2)} at the end). Time to first token = until the first \`delta\` event (app) or the first content chunk (fake). The added latency includes storing the user's message and loading the agent's context before the model is called.\n\n${table}\n${end}`;
    const old = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
    const next = old.includes(begin) ? old.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), section) : `${old.trimEnd()}\n\n${section}\n`;
    writeFileSync(file, next);
    console.log(`\nwrote ${file}`);
  }
} finally {
  await cleanup();
}
