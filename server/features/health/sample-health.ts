import { desc, gte, lt } from "drizzle-orm";
import type { HealthSample, HealthStatus } from "../../../contract/health";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { healthSamples, workerHeartbeats, type RequestWindow } from "../../db/schema";
import { readChecks } from "../../domain/integration-checks";
import { runAllChecks } from "../../integrations/checks";
import { iso } from "../../lib/dates";
import { round } from "../../lib/numbers";

/** A waiting job older than this, or a 5xx rate above this, makes the hub "degraded". */
export const QUEUE_WAIT_LIMIT_SECONDS = 300;
export const SERVER_ERROR_RATE_LIMIT = 5;
/** Samples kept (the panel shows the last 24 hours). */
const KEEP_DAYS = 7;

async function probeDatabase(database: Database): Promise<HealthSample["database"]> {
  let latencyMs: number | null = null;
  try {
    latencyMs = round(await database.ping(), 2);
  } catch {
    return { reachable: false, driver: database.driver, latencyMs: null, connections: null, sizeBytes: null };
  }
  let connections: number | null = null;
  let sizeBytes: number | null = null;
  try {
    const [row] = await database.execute<{ connections: number; size: number }>(
      "select (select count(*)::int from pg_stat_activity where datname = current_database()) as connections, pg_database_size(current_database())::float8 as size",
    );
    connections = row?.connections ?? null;
    sizeBytes = row?.size ?? null;
  } catch {
    // PGlite lacks some statistics views: unknown, not zero.
  }
  return { reachable: true, driver: database.driver, latencyMs, connections, sizeBytes };
}

/** pg-boss's own tables: jobs waiting, the oldest waiting one, failures in 24 h (queue and archive). */
async function probeQueue(database: Database): Promise<HealthSample["queue"]> {
  try {
    const [row] = await database.execute<{ depth: number; oldest: number | null; failed: number }>(
      `select
         (select count(*)::int from pgboss.job where state in ('created', 'retry') and start_after <= now()) as depth,
         (select extract(epoch from now() - min(created_on))::float8 from pgboss.job where state in ('created', 'retry') and start_after <= now()) as oldest,
         (select count(*)::int from pgboss.job where state = 'failed' and completed_on > now() - interval '24 hours')
           + (select count(*)::int from pgboss.archive where state = 'failed' and completed_on > now() - interval '24 hours') as failed`,
    );
    return { depth: row?.depth ?? null, oldestWaitingSeconds: round(row?.oldest ?? null, 0), failed24h: row?.failed ?? null };
  } catch {
    return { depth: null, oldestWaitingSeconds: null, failed24h: null };
  }
}

/** Sums the fresh instances' request windows: counts add up; p50 count-weighted, p95 the worst instance's. */
export function combineWindows(windows: RequestWindow[]): HealthSample["requests"] {
  const count = windows.reduce((a, w) => a + w.count, 0);
  const serverErrors = windows.reduce((a, w) => a + w.serverErrors, 0);
  const clientErrors = windows.reduce((a, w) => a + w.clientErrors, 0);
  const notConfigured = windows.reduce((a, w) => a + w.notConfigured, 0);
  const measured = windows.filter((w) => w.count > 0 && w.p50Ms != null);
  const weight = measured.reduce((a, w) => a + w.count, 0);
  const p50 = weight ? measured.reduce((a, w) => a + (w.p50Ms ?? 0) * w.count, 0) / weight : null;
  const p95s = measured.map((w) => w.p95Ms).filter((v): v is number => v != null);
  return {
    count,
    p50Ms: round(p50, 2),
    p95Ms: p95s.length ? Math.max(...p95s) : null,
    serverErrorRate: count ? round((serverErrors / count) * 100, 2) : null,
    serverErrors,
    clientErrors,
    notConfigured,
  };
}

/**
 * Runs every integration check, probes the database, the queue and the workers,
 * combines the instances' request figures, and stores the sample (the job
 * health.sample, once across instances; POST /api/health/check for "Check now").
 */
export async function sampleHealth({ database, config }: { database: Database; config: Config }): Promise<HealthSample> {
  const db = database.db;
  const now = new Date();
  await runAllChecks({ db, config });
  const [dbProbe, queue, integrations, beats] = await Promise.all([
    probeDatabase(database),
    probeQueue(database),
    readChecks(db),
    db.select().from(workerHeartbeats).orderBy(desc(workerHeartbeats.beatAt)),
  ]);
  const staleAfterMs = config.health.heartbeatSeconds * 3 * 1000;
  const workers = beats.map((b) => ({
    instanceId: b.instanceId,
    hostname: b.hostname,
    runsWorkers: b.runsWorkers,
    lastHeartbeatAt: iso(b.beatAt),
    stale: now.getTime() - b.beatAt.getTime() > staleAfterMs,
  }));
  const requests = combineWindows(beats.filter((b, i) => !workers[i].stale && b.requests).map((b) => b.requests!));

  const problems: string[] = [];
  if (!dbProbe.reachable) problems.push("The database does not answer.");
  if (!workers.some((w) => w.runsWorkers && !w.stale)) problems.push("No instance running job workers has sent a heartbeat recently.");
  if (queue.oldestWaitingSeconds != null && queue.oldestWaitingSeconds > QUEUE_WAIT_LIMIT_SECONDS)
    problems.push(`A job has waited ${Math.round(queue.oldestWaitingSeconds / 60)} minutes.`);
  if (requests.serverErrorRate != null && requests.serverErrorRate > SERVER_ERROR_RATE_LIMIT)
    problems.push(`${requests.serverErrorRate}% of requests failed with a server error.`);
  for (const i of integrations) if (i.state === "failing") problems.push(`${i.name}: ${i.message}`);
  const status: HealthStatus = !dbProbe.reachable ? "failing" : problems.length ? "degraded" : "ok";

  const sample: HealthSample = {
    status,
    sampledAt: iso(now),
    database: dbProbe,
    queue,
    workers,
    integrations: integrations.map(({ id: _id, ...rest }) => rest),
    requests,
    problems,
  };
  await db.transaction(async (tx) => {
    await tx.insert(healthSamples).values({ sampledAt: now, status, data: sample as unknown as Record<string, unknown> });
    await tx.delete(healthSamples).where(lt(healthSamples.sampledAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000)));
    await tx.delete(workerHeartbeats).where(lt(workerHeartbeats.beatAt, new Date(now.getTime() - 86_400_000)));
  });
  return sample;
}

export const since24h = () => gte(healthSamples.sampledAt, new Date(Date.now() - 86_400_000));
