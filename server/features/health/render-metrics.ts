import { desc } from "drizzle-orm";
import { healthSampleSchema } from "../../../contract/health";
import type { Db } from "../../db/client";
import { healthSamples } from "../../db/schema";
import type { PromMetrics } from "../../plugins/metrics";

/** The Prometheus text: the gauges set from the latest stored health sample, then the registry. */
export async function renderMetrics(db: Db, prom: PromMetrics): Promise<string> {
  const [last] = await db.select().from(healthSamples).orderBy(desc(healthSamples.sampledAt)).limit(1);
  const parsed = last ? healthSampleSchema.safeParse(last.data) : null;
  prom.health.reset();
  prom.integrationUp.reset();
  if (parsed?.success) {
    const s = parsed.data;
    const set = (probe: string, v: number | null) => v != null && prom.health.set({ probe }, v);
    set("database_up", s.database.reachable ? 1 : 0);
    set("database_latency_ms", s.database.latencyMs);
    set("database_connections", s.database.connections);
    set("database_size_bytes", s.database.sizeBytes);
    set("queue_depth", s.queue.depth);
    set("queue_oldest_waiting_seconds", s.queue.oldestWaitingSeconds);
    set("queue_failed_24h", s.queue.failed24h);
    set("workers_live", s.workers.filter((w) => !w.stale).length);
    set("sample_age_seconds", Math.round((Date.now() - Date.parse(s.sampledAt)) / 1000));
    for (const i of s.integrations) prom.integrationUp.set({ integration: i.name, state: i.state }, i.state === "connected" ? 1 : 0);
  }
  return prom.registry.metrics();
}
