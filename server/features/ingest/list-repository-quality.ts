import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { RepositoryQuality } from "../../../contract/ingest";
import type { Db } from "../../db/client";
import { codeQualityReports } from "../../db/schema";
import { iso } from "../../lib/dates";

/** The latest report per repository (newest first), with the previous report's coverage for the trend. */
export async function listRepositoryQuality(db: Db): Promise<RepositoryQuality[]> {
  const rows = await db
    .select()
    .from(codeQualityReports)
    .where(and(isNotNull(codeQualityReports.repository), eq(codeQualityReports.isSample, false)))
    .orderBy(desc(codeQualityReports.scannedAt), desc(codeQualityReports.id))
    .limit(2000);
  const byRepo = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) byRepo.set(r.repository!, [...(byRepo.get(r.repository!) ?? []), r]);
  return [...byRepo.entries()].map(([repository, reports]) => {
    const [latest, previous] = reports;
    return {
      id: latest.id,
      repository,
      coverage: latest.coverage,
      previousCoverage: previous?.coverage ?? null,
      findings: latest.findings ?? null,
      lintIssues: latest.lintIssues,
      techDebtItems: latest.techDebtItems,
      securityScore: latest.securityScore,
      techDebt: latest.techDebt,
      commit: latest.commitSha,
      source: latest.source,
      lastScan: iso(latest.scannedAt),
      reports: reports.length,
    };
  });
}
