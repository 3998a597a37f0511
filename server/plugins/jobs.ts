import fp from "fastify-plugin";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";

/**
 * The durable job queue: pg-boss 10 in the app's own database (schema
 * `pgboss`), on PGlite or PostgreSQL. Each job runs once across instances,
 * is retried with backoff, and survives restarts. Features define their jobs
 * while the app is built (`app.jobs.define`), send them from use cases
 * (`app.jobs.send`), and `app.jobs.startWorkers()` (main.ts, or a test) starts
 * working them and the schedules.
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  handler: (data: T, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
  /** Queue options: retries (default 3, exponential backoff from 5 s), expiry. */
  queue?: Omit<PgBoss.Queue, "name">;
  /** Cron (5 fields) and time zone, for jobs that run on a schedule. */
  schedule?: { cron: string; tz: string; data?: T };
  pollingIntervalSeconds?: number;
  /** Runs once this instance's workers have started (e.g. to queue leftovers). */
  onWorkersStarted?: () => Promise<void>;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Whether a job of that name is defined (a sender whose worker is optional asks first). */
  has(name: string): boolean;
  startWorkers(): Promise<void>;
  readonly boss: PgBoss;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** pg-boss talks to the database through this adapter, so it shares our client. */
export function bossDb(database: Database): PgBoss.Db {
  if (database.raw.kind === "pglite") {
    const client = database.raw.client;
    return {
      async executeSql(text: string, values?: unknown[]) {
        // Its migrations send several statements in one string without
        // parameters, which PGlite's query() refuses: those go through exec().
        if ((!values || values.length === 0) && text.includes(";")) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const res = await client.query(text, values ?? []);
        return { rows: res.rows as unknown[] };
      },
    } as PgBoss.Db;
  }
  const pool = database.raw.pool;
  return {
    async executeSql(text: string, values?: unknown[]) {
      const res = await pool.query(text, values as unknown[]);
      return { rows: res.rows };
    },
  } as PgBoss.Db;
}

// Advisory lock key serialising pg-boss's start (its schema creation) across instances.
const BOSS_START_LOCK_KEY = 7_462_020;

/**
 * pg-boss creates its schema on start; two instances starting together on an
 * empty PostgreSQL database race on it. Hold an advisory lock around the start.
 */
async function withStartLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (database.raw.kind !== "postgres") return fn();
  const client = await database.raw.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [BOSS_START_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock($1)", [BOSS_START_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export default fp<{ workers: boolean }>(
  async function jobsPlugin(app, opts) {
    const definitions = new Map<string, JobDefinition<object>>();
    const boss = new PgBoss({
      db: bossDb(app.database),
      schema: "pgboss",
      supervise: opts.workers,
      schedule: opts.workers,
      migrate: true,
      // Schedules are checked every 5 s (pg-boss's default is 30 s), so a schedule
      // defined after start still fires in its minute; one instance checks per interval.
      cronMonitorIntervalSeconds: 5,
    });
    boss.on("error", (err) => app.log.error({ err }, "job queue error"));
    let started = false;
    let workersStarted = false;

    const queue: JobQueue = {
      boss,
      define(definition) {
        if (definitions.has(definition.name)) throw new Error(`job ${definition.name} defined twice`);
        definitions.set(definition.name, definition as unknown as JobDefinition<object>);
      },
      has(name) {
        return definitions.has(name);
      },
      async send(name, data, options) {
        if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
        return boss.send(name, data, options ?? {});
      },
      async startWorkers() {
        if (workersStarted) return;
        workersStarted = true;
        for (const def of definitions.values()) {
          await boss.work<object>(name(def), { pollingIntervalSeconds: def.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, async ([job]) => {
            const log = app.log.child({ job: def.name, jobId: job.id });
            try {
              const result = await def.handler(job.data, job);
              log.debug("job done");
              return result;
            } catch (err) {
              log.warn({ err }, "job failed");
              throw err;
            }
          });
          if (def.schedule) await boss.schedule(def.name, def.schedule.cron, def.schedule.data ?? {}, { tz: def.schedule.tz });
        }
        for (const def of definitions.values()) await def.onWorkersStarted?.();
      },
    };
    const name = (def: JobDefinition<object>) => def.name;
    app.decorate("jobs", queue);

    app.addHook("onReady", async () => {
      await withStartLock(app.database, () => boss.start());
      started = true;
      for (const def of definitions.values()) {
        await boss.createQueue(def.name, {
          name: def.name,
          retryLimit: 3,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: 15 * 60,
          ...def.queue,
        });
      }
    });
    app.addHook("onClose", async () => {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    });
  },
  { name: "jobs", dependencies: ["core"] },
);

/**
 * A sender for processes without the app (the CLIs): it queues into the same pg-boss schema,
 * but only to queues an app instance has created (a job whose worker some instance defines).
 */
export async function openCliJobSender(database: Database): Promise<{ has(name: string): boolean; send(name: string, data: object): Promise<unknown>; close(): Promise<void> }> {
  const boss = new PgBoss({ db: bossDb(database), schema: "pgboss", supervise: false, schedule: false, migrate: true });
  await withStartLock(database, () => boss.start());
  const queues = new Set((await boss.getQueues()).map((q) => q.name));
  return {
    has: (name) => queues.has(name),
    send: (name, data) => boss.send(name, data),
    close: () => boss.stop({ graceful: false, close: false }),
  };
}
