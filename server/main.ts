import { loadConfig } from "./config";
import { migrateDatabase, openDatabase } from "./db/client";
import { seedDatabase } from "./db/seed";
import { buildApp } from "./app";
import { redactText } from "./lib/log-redaction";

/** Reads config, opens and migrates the database, serves, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await migrateDatabase(database, () =>
    seedDatabase(database.db, { admin: config.admin, log: (msg) => console.log(`seed: ${redactText(msg)}`) }),
  );
  const app = await buildApp({ config, database, workers: config.jobs.workers });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs.workers) await app.jobs.startWorkers();
  const where = config.database.driver === "pglite" ? `PGlite at ${config.database.dataDir}` : "PostgreSQL";
  app.log.info(`AI Operations Hub ${config.version} on http://localhost:${config.port} (${where}${config.demoMode ? ", demo mode" : ""})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
