import type { HailImportResult } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports, hailReports } from "../../db/schema";
import { invalidateHailDataset } from "./get-hail-risk";
import { parseHailFile } from "./parse-hail-file";

/**
 * Imports one NOAA file's hail reports. Idempotent: a report already stored
 * (same source id) is counted under "already imported" and left alone. The
 * hail-risk answers use the new reports at once (the dataset facts are re-read).
 */
export async function importHailFile(
  db: Db,
  input: { fileName: string; text: string; origin: "cli" | "upload" | "spc-daily"; date?: string },
): Promise<HailImportResult> {
  const parsed = parseHailFile(input.text, { date: input.date });
  let imported = 0;
  const BATCH = 1000;
  for (let i = 0; i < parsed.reports.length; i += BATCH) {
    const batch = parsed.reports.slice(i, i + BATCH);
    const rows = await db
      .insert(hailReports)
      .values(batch.map((r) => ({ ...r, isSample: false })))
      .onConflictDoNothing({ target: hailReports.sourceId })
      .returning({ id: hailReports.id });
    imported += rows.length;
  }
  const skipped = { ...parsed.skipped };
  const already = parsed.reports.length - imported;
  if (already > 0) skipped["already imported"] = already;
  const result: HailImportResult = { fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, imported, skipped };
  await db.insert(hailImports).values({
    origin: input.origin,
    fileName: input.fileName,
    format: parsed.format,
    rowsRead: parsed.rowsRead,
    summary: { imported, skipped },
  });
  invalidateHailDataset();
  return result;
}

export function describeImport(r: HailImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName} (${r.format}): ${r.rowsRead} rows read, ${r.imported} reports imported` +
    (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped");
}
