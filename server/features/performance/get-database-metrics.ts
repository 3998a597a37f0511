import type { DatabaseMetrics } from "../../../contract/performance";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { percent, round } from "../../lib/numbers";
import { SLOW_QUERY_MS, type AppMetrics } from "../../plugins/metrics";

/** The app's own query timings, plus the server's statistics on PostgreSQL (pool and index usage). */
export async function getDatabaseMetrics({ database, config, metrics }: { database: Database; config: Config; metrics: AppMetrics }): Promise<DatabaseMetrics> {
  const snap = metrics.snapshot();
  let pool: number | null = null;
  let indexUsage: number | null = null;
  const raw = database.raw;
  if (raw.kind === "postgres") {
    const p = raw.pool;
    const max = config.database.driver === "postgres" ? config.database.poolMax : 10;
    pool = round(((p.totalCount - p.idleCount) / max) * 100);
  }
  try {
    const [row] = await database.execute<{ idx: number | null; seq: number | null }>(
      "select sum(idx_scan)::float8 as idx, sum(seq_scan)::float8 as seq from pg_stat_user_tables where schemaname = 'public'",
    );
    const idx = row?.idx ?? 0;
    const seq = row?.seq ?? 0;
    indexUsage = percent(idx, idx + seq);
  } catch {
    indexUsage = null;
  }
  return {
    driver: database.driver,
    averageQueryTime: snap.averageQueryMs,
    slowQueries: snap.slowQueries,
    slowQueryThresholdMs: SLOW_QUERY_MS,
    queriesMeasured: snap.queryCount,
    connectionPoolUsage: pool,
    indexUsage,
  };
}
