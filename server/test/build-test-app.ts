import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { loadConfig, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD } from "../config";
import { migrateDatabase, openDatabase, type Database } from "../db/client";
import { seedDatabase } from "../seed";
import { buildApp } from "../app";
import type { AgentEngine } from "../agents/engine";
import type { LanguageModelService } from "../agents/language-model";
import { openDatabaseCopy, preparedImage, seedKeyOf, TEST_ENV, type DatabaseCopy } from "./db-image";

export { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, DEMO_GATE_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the test database's URL (another instance can be started on it). */
  url?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  engine?: AgentEngine;
  ai?: LanguageModelService;
  workers?: boolean;
  /** pino options (tests that read the log: a `stream`); default none. */
  logger?: boolean | object;
}

/**
 * A fresh app on a database of its own, migrated and seeded: an in-memory
 * PGlite, or — when DATABASE_URL is set — a new database on that PostgreSQL
 * server, dropped afterwards. `env` overrides configuration variables.
 *
 * Under Vitest the database is a copy of the run's prepared image
 * (server/test/db-image.ts): the seeded image when the app's admin is the
 * default one, else the image seeded without an admin, to which the seed adds
 * this app's admin. Outside
 * Vitest (a bench script) it is created, migrated and seeded here.
 */
export async function buildTestApp(env: Record<string, string | undefined> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const wanted = loadConfig({ ...TEST_ENV, DATABASE_URL: serverUrl, ...env });
  const image = preparedImage();
  let copy: DatabaseCopy;
  let seeded = false;
  if (image) {
    seeded = seedKeyOf(wanted.admin) === image.seedKey;
    copy = await openDatabaseCopy(image, seeded ? "seeded" : "adminless", wanted.database.driver === "postgres" ? wanted.database.poolMax : undefined);
  } else {
    copy = await createDatabase(serverUrl, wanted);
  }
  try {
    const config = loadConfig({ ...TEST_ENV, DATABASE_URL: copy.url, ...env });
    const { database } = copy;
    if (!seeded) await migrateDatabase(database, () => seedDatabase(database.db, { admin: config.admin }));
    const app = await buildApp({ config, database, logger: options.logger ?? false, engine: options.engine, ai: options.ai, workers: options.workers });
    try {
      await app.ready();
      // workers: true means what it says in tests too: the defined jobs are worked and scheduled.
      if (options.workers) await app.jobs.startWorkers();
    } catch (err) {
      await app.close().catch(() => {});
      throw err;
    }
    return {
      app,
      database,
      url: copy.url,
      async close() {
        await app.close();
        await copy.close();
      },
    };
  } catch (err) {
    await copy.close().catch(() => {});
    throw err;
  }
}

/**
 * Another instance of the app on the same PostgreSQL database as `first` (its own pool,
 * plugins and caches), as a second server process would be. Close it before `first`.
 */
export async function buildAnotherInstance(first: TestApp, env: Record<string, string | undefined> = {}): Promise<TestApp> {
  if (!first.url) throw new Error("buildAnotherInstance: only on PostgreSQL (DATABASE_URL)");
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: first.url, ...env });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    await database.close();
    throw err;
  }
  return {
    app,
    database,
    url: first.url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Without a prepared image: a new, empty database (migrated and seeded by the caller). */
async function createDatabase(serverUrl: string | undefined, config: ReturnType<typeof loadConfig>): Promise<DatabaseCopy> {
  if (!serverUrl) {
    const database = await openDatabase(config.database);
    return { database, close: () => database.close() };
  }
  const name = `aiops_test_${randomBytes(6).toString("hex")}`;
  const onServer = async (text: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.href, poolMax: config.database.driver === "postgres" ? config.database.poolMax : 4 });
  return {
    database,
    url: url.href,
    async close() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
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
 * with a signed-in admin's cookie; `closeWithFakeModel` undoes both. Suites use
 * `useTestAppWithFakeModel` (server/test/use-test-app.ts) instead.
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
