import { asc, desc } from "drizzle-orm";
import { healthSampleSchema, type SystemHealth } from "../../../contract/health";
import type { Db } from "../../db/client";
import { healthSamples } from "../../db/schema";
import { iso } from "../../lib/dates";
import { since24h } from "./sample-health";

/** The latest stored sample and the last 24 hours' points (at most one per sample). */
export async function getSystemHealth(db: Db, intervalSeconds: number): Promise<SystemHealth> {
  const [last] = await db.select().from(healthSamples).orderBy(desc(healthSamples.sampledAt)).limit(1);
  const rows = await db.select().from(healthSamples).where(since24h()).orderBy(asc(healthSamples.sampledAt));
  const latest = last ? healthSampleSchema.safeParse(last.data) : null;
  return {
    latest: latest?.success ? latest.data : null,
    intervalSeconds,
    history: rows.map((r) => {
      const d = r.data as Partial<{ database: { latencyMs: number | null }; requests: { p95Ms: number | null; serverErrorRate: number | null }; queue: { depth: number | null } }>;
      return {
        sampledAt: iso(r.sampledAt),
        status: r.status as SystemHealth["history"][number]["status"],
        dbLatencyMs: d.database?.latencyMs ?? null,
        p95Ms: d.requests?.p95Ms ?? null,
        serverErrorRate: d.requests?.serverErrorRate ?? null,
        queueDepth: d.queue?.depth ?? null,
      };
    }),
  };
}
