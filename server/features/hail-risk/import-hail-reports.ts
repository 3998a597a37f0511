import type { HailImportResult } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports, hailReports } from "../../db/schema";
import { type JobSender, matchStormReports, type StormMatchRule } from "../../db/storm-matching";
import { invalidateHailDataset } from "./get-hail-risk";
import { parseHailFile } from "./parse-hail-file";

/**
 * Imports one NOAA file's hail reports. Idempotent: a report already stored
 * (same source id) is counted under "already imported" and left alone. The
 * hail-risk answers use the new reports at once (the dataset facts are re-read).
 * The newly stored reports are then matched against the stored properties (decision 071):
 * a duplicate import stores no report, so it matches nothing again.
 */
export async function importHailFile(
  db: Db,
  input: { fileName: string; text: string; origin: "cli" | "upload" | "spc-daily"; date?: string },
  matching: { rule: StormMatchRule; jobs?: JobSender },
): Promise<HailImportResult> {
  const parsed = parseHailFile(input.text, { date: input.date });
  let imported = 0;
  const newIds: number[] = [];
  const BATCH = 1000;
  for (let i = 0; i < parsed.reports.length; i += BATCH) {
    const batch = parsed.reports.slice(i, i + BATCH);
    const rows = await db
      .insert(hailReports)
      .values(batch.map((r) => ({ ...r, isSample: false })))
      .onConflictDoNothing({ target: hailReports.sourceId })
      .returning({ id: hailReports.id });
    imported += rows.length;
    for (const r of rows) newIds.push(r.id);
  }
  const skipped = { ...parsed.skipped };
  const already = parsed.reports.length - imported;
  if (already > 0) skipped["already imported"] = already;
  invalidateHailDataset();
  const m = await matchStormReports(db, newIds, matching.rule, matching.jobs);
  const stormMatch = { hits: m.hits, leadsCreated: m.leadsCreated, leadsUpdated: m.leadsUpdated, stormDays: m.stormDays.map((d) => d.stormDay) };
  const result: HailImportResult = { fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, imported, skipped, stormMatch };
  await db.insert(hailImports).values({
    origin: input.origin,
    fileName: input.fileName,
    format: parsed.format,
    rowsRead: parsed.rowsRead,
    summary: { imported, skipped, stormMatch },
  });
  return result;
}

export function describeImport(r: HailImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName} (${r.format}): ${r.rowsRead} rows read, ${r.imported} reports imported` +
    (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped") +
    (r.stormMatch ? `; storm matching: ${r.stormMatch.hits} properties hit, ${r.stormMatch.leadsCreated} leads created, ${r.stormMatch.leadsUpdated} updated` : "");
}
