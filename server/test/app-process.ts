import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";

/**
 * The app as a separate process on a PostgreSQL database, for tests that kill it (SIGKILL) and
 * start it again: the server at `serverUrl` answering, one statement on a database, and the app
 * started (tsx, server/main.ts) and waited for until /api/health answers.
 */
export async function postgresReachable(serverUrl: string): Promise<boolean> {
  if (!serverUrl) return false;
  const c = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

export async function queryDatabase<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

/** Starts the app on 127.0.0.1:`port` in demo mode with `env` added; resolves once /api/health answers. */
export function startAppProcess(options: { port: number; databaseUrl: string; env: Record<string, string>; logLevel?: string; startTimeoutMs?: number }): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      LOG_LEVEL: options.logLevel ?? "warn",
      DATABASE_URL: options.databaseUrl,
      DEMO_MODE: "true",
      WEB_DIST_DIR: "./.no-web-in-tests",
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const health = `http://127.0.0.1:${options.port}/api/health`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    const poll = async () => {
      if (proc.exitCode !== null) return reject(new Error(`app exited with ${proc.exitCode}`));
      try {
        const res = await fetch(health);
        if (res.ok) return resolve(proc);
      } catch {}
      if (Date.now() > deadline) return reject(new Error("app did not start"));
      setTimeout(poll, 200);
    };
    void poll();
  });
}
