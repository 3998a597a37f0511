import { loadConfig } from "./config";
import { startServer } from "./start";

/** Reads config, opens and migrates the database, serves, and shuts down gracefully. */
async function main() {
  const config = loadConfig();
  const { app, close } = await startServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  const where = config.database.driver === "pglite" ? `PGlite at ${config.database.dataDir}` : "PostgreSQL";
  app.log.info(`AI Operations Hub ${config.version} on http://localhost:${config.port} (${where}${config.demoMode ? ", demo mode" : ""})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
