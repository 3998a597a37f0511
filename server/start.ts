import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import { migrateDatabase, openDatabase, type Database } from "./db/client";
import { seedDatabase } from "./seed";
import { buildApp } from "./app";
import { redactText } from "./lib/log-redaction";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  /** Stops serving and working jobs, then closes the database. */
  close(): Promise<void>;
}

/**
 * One instance's start, in order: open the database; migrate and seed (one advisory lock
 * across instances, decision 053); build the app, whose `ready` starts the job queue and
 * creates its queues under the same lock; listen; start the job workers. Any number of
 * instances may run this at once on one PostgreSQL database.
 */
export async function startServer(config: Config, options: { logger?: boolean | object } = {}): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  try {
    await migrateDatabase(database, () =>
      seedDatabase(database.db, { admin: config.admin, log: (msg) => console.log(`seed: ${redactText(msg)}`) }),
    );
    const app = await buildApp({ config, database, workers: config.jobs.workers, logger: options.logger });
    try {
      await app.listen({ port: config.port, host: config.host });
      if (config.jobs.workers) await app.jobs.startWorkers();
    } catch (err) {
      await app.close().catch(() => {});
      throw err;
    }
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
