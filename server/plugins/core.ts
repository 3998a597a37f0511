import fp from "fastify-plugin";
import type { Config } from "../config";
import type { Database } from "../db/client";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/** Makes the parsed config and the open database reachable as decorators. */
export default fp<{ config: Config; database: Database }>(
  async function corePlugin(app, opts) {
    app.decorate("config", opts.config);
    app.decorate("database", opts.database);
  },
  { name: "core" },
);
