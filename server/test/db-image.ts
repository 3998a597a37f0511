import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";
import PgBoss from "pg-boss";
import pg from "pg";
import { loadConfig, type Config } from "../config";
import { createPglite, migrateDatabase, openDatabase, pgliteDatabase, type Database } from "../db/client";
import { seedDatabase } from "../seed";
import { bossDb } from "../plugins/jobs";

/**
 * Database images for tests: a database migrated once per test run (with the
 * job queue's `pgboss` schema) and seeded with everything but an admin, and a
 * copy of it seeded as `buildTestApp` seeds by default (with the demo admin).
 * Each test app then opens a copy of an image instead of creating, migrating
 * and seeding a database of its own; an app with another admin adds just that
 * admin to the first image (the seed's other rows do not depend on the admin):
 *
 * - PGlite: each image is a data-directory tarball (`dumpDataDir`), loaded into
 *   a new in-memory PGlite per app (`loadDataDir`).
 * - PostgreSQL (DATABASE_URL): each image is a template database; each app gets
 *   `create database <random> template <image>`, dropped when it closes.
 *
 * Images are built at the start of every run (server/test/global-setup.ts), so
 * they always match the migrations, the seed and the seed's relative dates.
 */
export interface DatabaseImage {
  driver: "pglite" | "postgres";
  /** `config.admin` the seeded image was seeded with (JSON): other admins start from the adminless image. */
  seedKey: string;
  /** PGlite: tarball paths. PostgreSQL: template database names on `serverUrl`. Migrated and seeded without an admin. */
  adminless: string;
  seeded: string;
  /** PGlite: the directory holding the tarballs. */
  dir?: string;
  serverUrl?: string;
}

/** The configuration every test app starts from; `buildTestApp(env)` overrides it. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  DEMO_MODE: "true",
  DATA_DIR: "memory://",
  DATABASE_POOL_MAX: "4",
  WEB_DIST_DIR: "./.no-web-in-tests",
  // Tests with workers sample health only when they ask (POST /api/health/check): a sample a minute
  // would compete with the schedules they test on one PGlite connection.
  HEALTH_SAMPLE_CRON: "0 0 1 1 *",
};

/** How the prepared image reaches the test workers (set by the global setup). */
export const IMAGE_ENV_VAR = "AIOPS_TEST_DATABASE_IMAGE";

export const seedKeyOf = (admin: Config["admin"]) =>
  JSON.stringify([admin.email ?? null, admin.password ?? null, admin.firstName, admin.lastName]);

const hex = () => randomBytes(6).toString("hex");

/** The seed's admin settings with no admin: what the adminless image is seeded with. */
const noAdmin = (admin: Config["admin"]): Config["admin"] => ({ ...admin, email: undefined, password: undefined });

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function onServer<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates pg-boss's schema as the app's first start would (no queues: features create theirs on start). */
async function installJobQueueSchema(database: Database) {
  const boss = new PgBoss({ db: bossDb(database), schema: "pgboss", supervise: false, schedule: false, migrate: true });
  boss.on("error", () => {});
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

/** PGlite images a run that was killed left behind (older than a day: no run takes that long). */
function removeStalePgliteImages() {
  const cutoff = Date.now() - 86_400_000;
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith("aiops-test-db-")) continue;
    const dir = path.join(os.tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < cutoff) rmSync(dir, { recursive: true, force: true });
    } catch {
      /* another run removed it */
    }
  }
}

/** Builds both images; `serverUrl` set: on that PostgreSQL server, else as PGlite tarballs in a temp directory. */
export async function createDatabaseImage(serverUrl = process.env.DATABASE_URL): Promise<DatabaseImage> {
  const admin = loadConfig({ ...TEST_ENV, DATABASE_URL: serverUrl }).admin;
  const seedKey = seedKeyOf(admin);
  if (!serverUrl) {
    removeStalePgliteImages();
    const dir = mkdtempSync(path.join(os.tmpdir(), "aiops-test-db-"));
    const database = await pgliteDatabase(createPglite({ dataDir: "memory://" }));
    try {
      await migrateDatabase(database);
      await installJobQueueSchema(database);
      const client = (database.raw as { client: PGlite }).client;
      // A checkpoint first, so a copy starts without replaying the write-ahead log.
      const dump = async (file: string) => {
        await client.exec("checkpoint");
        writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
        return file;
      };
      await seedDatabase(database.db, { admin: noAdmin(admin) });
      const adminless = await dump(path.join(dir, "adminless.tar"));
      await seedDatabase(database.db, { admin });
      const seeded = await dump(path.join(dir, "seeded.tar"));
      return { driver: "pglite", seedKey, adminless, seeded, dir };
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      throw err;
    } finally {
      await database.close();
    }
  }

  const base = `aiops_image_${hex()}`;
  const image: DatabaseImage = { driver: "postgres", seedKey, adminless: base, seeded: `${base}_seeded`, serverUrl };
  try {
    await onServer(serverUrl, (c) => c.query(`create database ${image.adminless}`));
    let database = await openDatabase({ driver: "postgres", url: withDatabase(serverUrl, image.adminless), poolMax: 2 });
    try {
      await migrateDatabase(database);
      await installJobQueueSchema(database);
      await seedDatabase(database.db, { admin: noAdmin(admin) });
    } finally {
      await database.close();
    }
    await onServer(serverUrl, (c) => c.query(`create database ${image.seeded} template ${image.adminless}`));
    database = await openDatabase({ driver: "postgres", url: withDatabase(serverUrl, image.seeded), poolMax: 2 });
    try {
      await seedDatabase(database.db, { admin });
    } finally {
      await database.close();
    }
    // Templates from here on: nobody may connect to them (a session on a template blocks copying it).
    await onServer(serverUrl, async (c) => {
      for (const name of [image.adminless, image.seeded]) await c.query(`alter database ${name} with is_template true allow_connections false`);
    });
    return image;
  } catch (err) {
    await removeDatabaseImage(image).catch(() => {});
    throw err;
  }
}

export async function removeDatabaseImage(image: DatabaseImage) {
  if (image.driver === "pglite") {
    if (image.dir) rmSync(image.dir, { recursive: true, force: true });
    return;
  }
  await onServer(image.serverUrl!, async (c) => {
    for (const name of [image.seeded, image.adminless]) {
      await c.query(`alter database ${name} with is_template false`).catch(() => {});
      await c.query(`drop database if exists ${name} with (force)`);
    }
  });
}

/** The image the global setup prepared for this run, if any. */
export function preparedImage(): DatabaseImage | undefined {
  const raw = process.env[IMAGE_ENV_VAR];
  if (!raw) return undefined;
  const image = JSON.parse(raw) as DatabaseImage;
  // An image on another server (or PGlite's while DATABASE_URL is set) is not this run's.
  if (image.driver === "postgres" ? image.serverUrl !== process.env.DATABASE_URL : !!process.env.DATABASE_URL) return undefined;
  return image;
}

// Each worker reads a tarball once.
const tarballs = new Map<string, Blob>();

/**
 * PGlite's compiled module and its file bundle, read once per worker: each copy would otherwise
 * compile the 9 MB module and read the 6 MB bundle again (an open took 1.0–1.3 s of CPU with them
 * read each time, 0.8–1.1 s without; a pass opens a copy for every test app).
 */
let engine: Pick<PGliteOptions, "pgliteWasmModule" | "fsBundle"> | undefined;
async function pgliteEngine() {
  if (!engine) {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    engine = {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, "pglite.wasm"))),
      fsBundle: new Blob([readFileSync(path.join(dist, "pglite.data"))]),
    };
  }
  return engine;
}

export interface DatabaseCopy {
  database: Database;
  /** PostgreSQL: the copy's URL (for DATABASE_URL). */
  url?: string;
  /** Closes the database and removes the copy. */
  close(): Promise<void>;
}

/** A new database holding the image's contents (`which`: seeded without an admin, or with the default one). */
export async function openDatabaseCopy(image: DatabaseImage, which: "adminless" | "seeded", poolMax = 4): Promise<DatabaseCopy> {
  if (image.driver === "pglite") {
    const file = image[which];
    let tar = tarballs.get(file);
    if (!tar) tarballs.set(file, (tar = new Blob([readFileSync(file)])));
    const database = await pgliteDatabase(createPglite({ dataDir: "memory://", loadDataDir: tar, ...(await pgliteEngine()) }));
    return { database, close: () => database.close() };
  }
  const serverUrl = image.serverUrl!;
  const name = `aiops_test_${hex()}`;
  await onServer(serverUrl, (c) => c.query(`create database ${name} template ${image[which]}`));
  const url = withDatabase(serverUrl, name);
  let database: Database;
  try {
    database = await openDatabase({ driver: "postgres", url, poolMax });
  } catch (err) {
    await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    throw err;
  }
  return {
    database,
    url,
    async close() {
      await database.close();
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
