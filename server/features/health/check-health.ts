import type { Health } from "../../../contract/health";
import type { Database } from "../../db/client";

/** "ok" while the database answers a ping (its latency in ms), else "degraded". */
export async function checkHealth(database: Database, about: { version: string; startedAt: number }): Promise<Health> {
  let latencyMs: number | null = null;
  try {
    latencyMs = Math.round((await database.ping()) * 100) / 100;
  } catch {
    latencyMs = null;
  }
  const reachable = latencyMs !== null;
  return {
    status: reachable ? "ok" : "degraded",
    version: about.version,
    uptimeSeconds: Math.round((Date.now() - about.startedAt) / 1000),
    database: { reachable, driver: database.driver, latencyMs },
  };
}
