import type { IngestQuality, SarifLog } from "../../../contract/ingest";
import type { Db } from "../../db/client";
import { codeQualityReports } from "../../db/schema";
import { companyIdOf } from "./ingest-deployment";

export interface Findings {
  critical: number;
  high: number;
  medium: number;
  low: number;
}

/**
 * A SARIF log's results by severity: the rule's `security-severity` (CVSS: 9+ critical,
 * 7+ high, 4+ medium, else low) when given, else the result's level (error high,
 * warning medium, note or none low).
 */
export function summariseSarif(log: SarifLog): Findings {
  const out: Findings = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const run of log.runs) {
    const severityOf = new Map<string, number>();
    for (const rule of run.tool?.driver?.rules ?? []) {
      const s = Number(rule.properties?.["security-severity"]);
      if (rule.id && Number.isFinite(s)) severityOf.set(rule.id, s);
    }
    for (const result of run.results ?? []) {
      const cvss = Number(result.properties?.["security-severity"] ?? (result.ruleId ? severityOf.get(result.ruleId) : undefined));
      if (Number.isFinite(cvss)) {
        if (cvss >= 9) out.critical++;
        else if (cvss >= 7) out.high++;
        else if (cvss >= 4) out.medium++;
        else out.low++;
      } else if (result.level === "error") out.high++;
      else if (result.level === "warning") out.medium++;
      else out.low++;
    }
  }
  return out;
}

/** The letter shown as "security score": from the worst severity found. */
export function securityGrade(f: Findings | null) {
  if (!f) return "n/a";
  if (f.critical) return "F";
  if (f.high) return "C";
  if (f.medium) return "B";
  if (f.low) return "A";
  return "A+";
}

export function techDebtLabel(items: number | null) {
  if (items == null) return "n/a";
  return items < 20 ? "Low" : items < 100 ? "Medium" : "High";
}

/** POST /api/ingest/quality: one report; "last scan" is its own time. */
export async function ingestQuality(db: Db, source: string, input: IngestQuality) {
  const companyId = await companyIdOf(db, input.company);
  let findings: Findings | null = input.findings ?? null;
  if (input.sarif) {
    const s = summariseSarif(input.sarif);
    findings = findings ? { critical: findings.critical + s.critical, high: findings.high + s.high, medium: findings.medium + s.medium, low: findings.low + s.low } : s;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(codeQualityReports)
      .values({
        companyId,
        repository: input.repository,
        source,
        coverage: input.coverage ?? null,
        testCoverage: input.coverage == null ? null : Math.round(input.coverage),
        findings,
        securityScore: securityGrade(findings),
        lintIssues: input.lintIssues ?? null,
        techDebtItems: input.techDebtItems ?? null,
        techDebt: techDebtLabel(input.techDebtItems ?? null),
        commitSha: input.commit ?? null,
        scannedAt: input.scannedAt ? new Date(input.scannedAt) : new Date(),
      })
      .returning({ id: codeQualityReports.id });
    return { ok: true as const, id: row.id };
  });
}
