import fp from "fastify-plugin";
import PgBoss from "pg-boss";
import { withStartupLock, type Database } from "../db/client";
import { parsePayload, registeredJob, type Job, type JobSender } from "../domain/jobs";

/**
 * The durable job queue: pg-boss 10 in the app's own database (schema
 * `pgboss`), on PGlite or PostgreSQL. Each job runs once across instances,
 * is retried with backoff, and survives restarts. Features define their jobs
 * while the app is built (`app.jobs.define(JOB, { handler })`), send them from use cases
 * (`app.jobs.send(JOB, payload)`), and `app.jobs.startWorkers()` (main.ts, or a test) starts
 * working them and the schedules. Every job is a constant of server/domain/jobs.ts (its name
 * and payload schema): send parses the payload before queueing, the worker before the handler.
 */
export interface JobOptions<T extends object = object> {
  /** Runs with the payload as the job's schema parsed it. */
  handler: (data: T, job: PgBoss.JobWithMetadata<T>) => Promise<unknown>;
  /** Queue options: retries (default 3, exponential backoff from 5 s), expiry. */
  queue?: Omit<PgBoss.Queue, "name">;
  /** Cron (5 fields) and time zone, for jobs that run on a schedule. */
  schedule?: { cron: string; tz: string; data?: T };
  pollingIntervalSeconds?: number;
  /**
   * Jobs worked at once by this instance (decision 053; unset: one at a time). The instance's own
   * loop fetches as many jobs as it has free slots, starts the next as soon as one ends, and backs
   * off (half the slots, no new job for the delay) when a handler throws RetryLaterError (a 429
   * from the model).
   */
  concurrency?: number;
  /** Runs once this instance's workers have started (e.g. to queue leftovers). */
  onWorkersStarted?: () => Promise<void>;
}

interface JobDefinition<T extends object = object> extends JobOptions<T> {
  job: Job<T>;
  name: string;
}

/** Thrown by a handler whose outside service asked it to wait (429): the job is sent again after `delayMs`, without using a retry. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = "RetryLaterError";
  }
}

/** How many times one job may be put off by RetryLaterError before it counts as a failure. */
const MAX_DEFERRALS = 20;

export interface JobQueue extends JobSender {
  define<T extends object>(job: Job<T>, options: JobOptions<T>): void;
  /** Queues the job; its payload is parsed first (JobPayloadError, nothing queued, when it does not parse). */
  send<T extends object>(job: Job<T>, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Whether this job is defined here (a sender whose worker is optional asks first). */
  has(job: Job): boolean;
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
      define(job, options) {
        const { name } = registeredJob(job);
        if (definitions.has(name)) throw new Error(`job ${name} defined twice`);
        definitions.set(name, { ...options, job, name } as unknown as JobDefinition<object>);
      },
      has(job) {
        return definitions.has(registeredJob(job).name);
      },
      async send(job, data, options) {
        const { name } = registeredJob(job);
        const payload = parsePayload(job, data);
        if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
        const id = await boss.send(name, payload, options ?? {});
        // Work it here at once if this instance has a free slot (no wait for the next poll).
        if (!options?.startAfter) pools.get(name)?.wake();
        return id;
      },
      async startWorkers() {
        if (workersStarted) return;
        workersStarted = true;
        // Every queue is worked by this instance's own loop, one job at a time unless the definition
        // asks for more: the next job is fetched as soon as one ends. pg-boss's work() waits its
        // polling interval after every job, found or not: one outbound message a second per
        // instance, 20 skip traces in 10 s.
        for (const def of definitions.values()) {
          const pool = concurrentWorker(def, def.concurrency ?? 1);
          pools.set(def.name, pool);
          void pool.run();
        }
        await withStartupLock(app.database, async () => {
          for (const def of definitions.values()) {
            if (def.schedule) await boss.schedule(def.name, def.schedule.cron, parsePayload(def.job, def.schedule.data ?? {}), { tz: def.schedule.tz });
          }
        });
        for (const def of definitions.values()) await def.onWorkersStarted?.();
      },
    };
    const pools = new Map<string, ReturnType<typeof concurrentWorker>>();

    /** A worker loop with `max` slots for one queue (see JobDefinition.concurrency). */
    function concurrentWorker(def: JobDefinition<object>, max: number) {
      const log = app.log.child({ job: def.name });
      const intervalMs = (def.pollingIntervalSeconds ?? 2) * 1000;
      let limit = max;
      let running = 0;
      let pausedUntil = 0;
      let stopping = false;
      let wakeUp: (() => void) | null = null;
      const inFlight = new Set<Promise<void>>();
      const sleep = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(done, ms);
          function done() {
            clearTimeout(timer);
            wakeUp = null;
            resolve();
          }
          wakeUp = done;
        });

      async function runOne(job: PgBoss.JobWithMetadata<object>) {
        const jobLog = log.child({ jobId: job.id });
        try {
          const result = await def.handler(parsePayload(def.job, job.data), job);
          await boss.complete(def.name, job.id, (result ?? {}) as object);
          if (limit < max) limit++;
        } catch (err) {
          const deferrals = Number((job.data as { deferrals?: number }).deferrals ?? 0);
          if (err instanceof RetryLaterError && deferrals < MAX_DEFERRALS) {
            // Back off: half the slots, and no new job in this instance until the delay has passed.
            limit = Math.max(1, Math.floor(limit / 2));
            pausedUntil = Math.max(pausedUntil, Date.now() + err.delayMs);
            jobLog.info({ delayMs: err.delayMs, limit }, "job put off (rate limited)");
            await boss.send(def.name, { ...job.data, deferrals: deferrals + 1 }, { startAfter: Math.max(1, Math.ceil(err.delayMs / 1000)) });
            await boss.complete(def.name, job.id, { putOff: err.message });
          } else {
            jobLog.warn({ err }, "job failed");
            await boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      }

      return {
        wake: () => wakeUp?.(),
        async run() {
          while (!stopping) {
            const wait = pausedUntil - Date.now();
            if (wait > 0) {
              await sleep(wait);
              continue;
            }
            const free = limit - running;
            if (free <= 0) {
              await sleep(intervalMs); // woken when a job ends
              continue;
            }
            let jobs: PgBoss.JobWithMetadata<object>[] = [];
            try {
              jobs = (await boss.fetch<object>(def.name, { batchSize: free, includeMetadata: true })) ?? [];
            } catch (err) {
              if (!stopping) log.error({ err }, "job fetch failed");
            }
            if (jobs.length === 0) {
              await sleep(intervalMs);
              continue;
            }
            for (const job of jobs) {
              running++;
              const p = runOne(job)
                .catch((err) => log.error({ err }, "job bookkeeping failed"))
                .finally(() => {
                  running--;
                  inFlight.delete(p);
                  wakeUp?.();
                });
              inFlight.add(p);
            }
          }
        },
        /** Stops fetching and waits (up to `timeoutMs`) for the jobs in hand. */
        async stop(timeoutMs: number) {
          stopping = true;
          wakeUp?.();
          await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
        },
      };
    }
    app.decorate("jobs", queue);

    // pg-boss creates its schema on start and a table per queue: DDL that deadlocks when
    // instances starting together race on it. Both run under the one start-up lock (decision 053).
    app.addHook("onReady", async () => {
      await withStartupLock(app.database, async () => {
        await boss.start();
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
    });
    app.addHook("onClose", async () => {
      await Promise.all([...pools.values()].map((p) => p.stop(10_000)));
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    });
  },
  { name: "jobs", dependencies: ["core"] },
);

/**
 * A sender for processes without the app (the CLIs): it queues into the same pg-boss schema,
 * but only to queues an app instance has created (a job whose worker some instance defines).
 */
export async function openCliJobSender(database: Database): Promise<JobSender & { close(): Promise<void> }> {
  const boss = new PgBoss({ db: bossDb(database), schema: "pgboss", supervise: false, schedule: false, migrate: true });
  await withStartupLock(database, () => boss.start());
  const queues = new Set((await boss.getQueues()).map((q) => q.name));
  return {
    has: (job) => queues.has(registeredJob(job).name),
    send: (job, data, options) => boss.send(registeredJob(job).name, parsePayload(job, data), options ?? {}),
    close: () => boss.stop({ graceful: false, close: false }),
  };
}
