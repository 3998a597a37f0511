import { and, desc, gte, isNotNull, sql } from "drizzle-orm";
import type { ReportKind } from "../../../contract/reports";
import type { Db } from "../../db/client";
import { codeQualityReports, deployments, healthSamples, ingestTokens, workerHeartbeats } from "../../db/schema";
import { readChecks } from "../../domain/integration-checks";
import { round } from "../../lib/numbers";

type Sample = { status: string; database?: { latencyMs?: number | null; sizeBytes?: number | null; connections?: number | null }; requests?: { p95Ms?: number | null; serverErrorRate?: number | null }; queue?: { failed24h?: number | null; depth?: number | null } };

const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const nums = (xs: (number | null | undefined)[]) => xs.filter((x): x is number => typeof x === "number");

/** The week's stored figures each report is made of: health samples, deployments, quality reports, checks. Nothing invented. */
export async function collectReportFigures(db: Db, kind: ReportKind, now = new Date()) {
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const samples = (await db.select({ data: healthSamples.data }).from(healthSamples).where(gte(healthSamples.sampledAt, since))).map((r) => r.data as Sample);
  const checks = await readChecks(db);
  const healthWeek = {
    samples: samples.length,
    healthyPercent: samples.length ? round((samples.filter((s) => s.status === "ok").length / samples.length) * 100) : null,
    averageDbLatencyMs: round(avg(nums(samples.map((s) => s.database?.latencyMs))), 2),
    worstP95Ms: nums(samples.map((s) => s.requests?.p95Ms)).reduce<number | null>((a, b) => (a == null || b > a ? b : a), null),
    averageServerErrorRate: round(avg(nums(samples.map((s) => s.requests?.serverErrorRate))), 2),
  };
  const integrations = checks.map((c) => ({ name: c.name, state: c.state, lastError: c.lastError, lastSuccessAt: c.lastSuccessAt }));
  if (kind === "technical_health") {
    const deps = await db
      .select({ status: deployments.status, n: sql<number>`count(*)::int` })
      .from(deployments)
      .where(and(gte(deployments.deployedAt, since), sql`not ${deployments.isSample}`))
      .groupBy(deployments.status);
    return { week: healthWeek, deployments: Object.fromEntries(deps.map((d) => [d.status, d.n])), integrations };
  }
  if (kind === "infrastructure_review") {
    const last = samples.at(-1);
    const workers = await db.select().from(workerHeartbeats).orderBy(desc(workerHeartbeats.beatAt));
    return {
      week: healthWeek,
      database: { sizeBytes: last?.database?.sizeBytes ?? null, connections: last?.database?.connections ?? null },
      queue: { depth: last?.queue?.depth ?? null, failed24h: last?.queue?.failed24h ?? null },
      instances: workers.map((w) => ({ hostname: w.hostname, runsWorkers: w.runsWorkers, lastHeartbeatAt: w.beatAt.toISOString() })),
      integrations,
    };
  }
  const reports = await db
    .select()
    .from(codeQualityReports)
    .where(and(isNotNull(codeQualityReports.repository), sql`not ${codeQualityReports.isSample}`))
    .orderBy(desc(codeQualityReports.scannedAt));
  const latest = new Map<string, (typeof reports)[number]>();
  for (const r of reports) if (!latest.has(r.repository!)) latest.set(r.repository!, r);
  const findings = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const r of latest.values()) for (const k of Object.keys(findings) as (keyof typeof findings)[]) findings[k] += r.findings?.[k] ?? 0;
  const [tokens] = await db.select({ active: sql<number>`count(*) filter (where ${ingestTokens.revokedAt} is null)::int`, revoked: sql<number>`count(*) filter (where ${ingestTokens.revokedAt} is not null)::int` }).from(ingestTokens);
  return {
    repositories: [...latest.values()].map((r) => ({ repository: r.repository, securityScore: r.securityScore, findings: r.findings, lastScan: r.scannedAt.toISOString() })),
    openFindings: findings,
    ingestTokens: tokens ?? { active: 0, revoked: 0 },
    githubWebhook: checks.find((c) => c.name === "github") ?? null,
  };
}
