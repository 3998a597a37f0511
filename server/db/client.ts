import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseDriver } from "../../contract/common";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers expose the same Drizzle API; the PostgreSQL type names it. */
export type Db = NodePgDatabase<Schema>;
/** A database or a transaction: helpers that run inside the caller's transaction take this. */
export type Tx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Run raw SQL (for statistics and maintenance). */
  execute<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<number>;
  close(): Promise<void>;
  /** The underlying client, for libraries that need it (the job queue). */
  raw: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
}

export type DatabaseConfig =
  | { driver: "pglite"; dataDir: string }
  | { driver: "postgres"; url: string; poolMax: number };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit next to this file in the source tree and are copied beside the bundle in dist. */
export function migrationsFolder() {
  const candidates = [path.join(here, "migrations"), path.join(here, "db", "migrations")];
  return candidates.find((p) => fsExists(path.join(p, "meta", "_journal.json"))) ?? candidates[0];
}
import { existsSync as fsExists } from "node:fs";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

export { DataDirLockedError };

/**
 * Every PGlite this product opens (the app, the test images, the benches): with the extensions the
 * migrations create (pg_trgm for the lists' search indexes, decision 094). PGlite loads an
 * extension's files only when it is named here; `create extension` alone would fail.
 */
export function createPglite(options: PGliteOptions = {}) {
  return new PGlite({ startParams: PGLITE_START_PARAMS, ...options, extensions: { pg_trgm, ...options.extensions } });
}

/**
 * PGlite's start-up settings, and `wal_init_zero=off` (decision 144): PostgreSQL fills each new
 * 16 MB WAL segment with zeros before it writes to it, and in PGlite that write goes through the
 * WebAssembly file system on the app's own thread: a storm over 100,000 roofs writes ~475 MB of
 * WAL, so about every ninth storm-matching chunk stalled 40–60 ms at its commit. Without the zeros
 * PostgreSQL writes the segment's last byte: a full disk is then found by a later WAL write instead
 * of the segment's creation (PostgreSQL stops either way). PGlite runs with fsync off (`-F`).
 */
const PGLITE_START_PARAMS = [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, "-c", "wal_init_zero=off"];

// The key of the one start-up advisory lock (withStartupLock).
const STARTUP_LOCK_KEY = 7_462_019;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.driver === "pglite") {
    const dataDir = config.dataDir;
    const inMemory = dataDir.startsWith("memory://");
    const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
    try {
      return await pgliteDatabase(createPglite({ dataDir }), release);
    } catch (err) {
      release();
      throw err;
    }
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", () => {
    /* an idle client died; the pool replaces it */
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: "postgres",
    raw: { kind: "postgres", pool },
    async execute(text, params) {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as never;
    },
    async ping() {
      const t = performance.now();
      await pool.query("select 1");
      return performance.now() - t;
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * PGlite runs a statement synchronously in this thread, and its queue hands the next statement on
 * in a microtask: ten requests each waiting on a statement ran back to back in one turn of the
 * event loop, which held it 30–45 ms at a time (KPIs under 10 connections), and every other
 * request (/api/health) waited that long. Each top-level statement now starts on a new turn
 * (setImmediate), so sockets and timers are served between statements. Statements inside a
 * transaction run on the transaction's own handle and are not delayed.
 */
function yieldBetweenStatements(client: PGlite) {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const c = client as unknown as Record<"query" | "exec", (...args: unknown[]) => Promise<unknown>>;
  for (const method of ["query", "exec"] as const) {
    const run = c[method].bind(client);
    c[method] = async (...args: unknown[]) => {
      await turn();
      return run(...args);
    };
  }
}

/**
 * A Database over a PGlite client the caller created (openDatabase for a data
 * directory; the test harness for a copy of a prepared image). `release` runs
 * after the client is closed.
 */
export async function pgliteDatabase(client: PGlite, release: () => void = () => {}): Promise<Database> {
  await client.waitReady;
  // Drizzle passes its own `parsers` with every query, and PGlite then copies its whole
  // table of ~300 default parsers into a new object per query (~0.1 ms). PGlite falls back
  // to the same defaults for any type missing from the table, so emptying it changes
  // nothing but the copy.
  (client as unknown as { parsers: Record<number, unknown> }).parsers = {};
  yieldBetweenStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    raw: { kind: "pglite", client },
    async execute(text, params) {
      const res = await client.query(text, params as unknown[]);
      return res.rows as never;
    },
    async ping() {
      const t = performance.now();
      await client.query("select 1");
      return performance.now() - t;
    },
    async close() {
      if (!client.closed) await client.close();
      release();
    },
  };
}

/**
 * Runs `fn` holding the one start-up lock (decision 053): a PostgreSQL session advisory lock
 * taken by every instance for each step of its start that creates or changes shared things
 * (migrations and the seed, the job queue's schema, queues and schedules), so any number of
 * instances starting at once take turns. PGlite has one process per data directory (its own lock).
 */
export async function withStartupLock<T>(database: Database, fn: (client?: pg.PoolClient) => Promise<T>): Promise<T> {
  if (database.raw.kind !== "postgres") return fn();
  const client = await database.raw.pool.connect();
  let unlocked = false;
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    const result = await fn(client);
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
    unlocked = true;
    return result;
  } finally {
    // A failed unlock (or none, after an error) ends the session: the lock goes with it.
    client.release(unlocked ? undefined : true);
  }
}

/**
 * Apply the committed migrations, then run `afterMigrate` (the seed) under the
 * start-up lock, so several instances starting together do it once.
 */
export async function migrateDatabase(database: Database, afterMigrate?: () => Promise<void>) {
  const migrationsDir = migrationsFolder();
  if (database.raw.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: migrationsDir });
    await afterMigrate?.();
    return;
  }
  await withStartupLock(database, async (client) => {
    await migratePg(drizzlePg(client!, { schema }), { migrationsFolder: migrationsDir });
    await afterMigrate?.();
  });
}
