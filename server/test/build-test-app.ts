import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { loadConfig, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../config";
import { migrateDatabase, openDatabase, type Database } from "../db/client";
import { seedDatabase } from "../db/seed";
import { buildApp } from "../app";
import type { AgentEngine } from "../agents/engine";
import type { LanguageModelService } from "../agents/language-model";

export { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh, migrated and seeded database: an in-memory PGlite,
 * or — when DATABASE_URL is set — a new database created on that PostgreSQL
 * server and dropped afterwards. `env` overrides configuration variables.
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: { engine?: AgentEngine; ai?: LanguageModelService; workers?: boolean } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `aiops_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DEMO_MODE: "true",
    DATA_DIR: "memory://",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: "4",
    WEB_DIST_DIR: "./.no-web-in-tests",
    ...env,
  });
  const database = await openDatabase(config.database);
  await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
  const app = await buildApp({ config, database, logger: false, engine: options.engine, ai: options.ai, workers: options.workers });
  await app.ready();
  // workers: true means what it says in tests too: the defined jobs are worked and scheduled.
  if (options.workers) await app.jobs.startWorkers();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** The cookie header a response set (name=value pairs). */
export function cookieFrom(res: { headers: Record<string, unknown> }, previous = ""): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  if (list.length === 0) return previous;
  return list.map((c: string) => c.split(";")[0]).join("; ");
}

/** Passes the gate and returns the session cookie. */
export async function passGate(app: FastifyInstance, password = DEMO_GATE_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/gate", payload: { password } });
  if (res.statusCode !== 200) throw new Error(`gate: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

/** Passes the gate and signs in (the demo admin by default); returns the cookie. */
export async function signIn(
  app: FastifyInstance,
  email = DEMO_ADMIN_EMAIL,
  password = DEMO_ADMIN_PASSWORD,
): Promise<string> {
  const gate = await passGate(app);
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { cookie: gate },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return cookieFrom(res, gate);
}

/**
 * A fresh app pointed at a started fake language model (server/test/fakes/openai.ts),
 * with a signed-in admin's cookie; `closeWithFakeModel` undoes both.
 */
export async function buildTestAppWithFakeModel(
  fake: { start(): Promise<unknown>; url: string },
  env: Record<string, string | undefined> = {},
): Promise<{ t: TestApp; cookie: string }> {
  await fake.start();
  const t = await buildTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "gpt-fake", ...env });
  return { t, cookie: await signIn(t.app) };
}

export async function closeWithFakeModel(t: TestApp | undefined, fake: { stop(): Promise<unknown> }) {
  await t?.close();
  await fake.stop();
}
