import { sql } from "drizzle-orm";
import type { HailImportResult } from "../../../contract/hail-risk";
import type { Db } from "../client";
import { hailImports } from "../schema";
import { parseHailFile } from "./parse-hail-file";
import { rebuildZipRisk } from "./zip-risk";

export type HailImportOrigin = "shipped" | "cli" | "upload" | "spc-daily" | "bench";

/**
 * Imports one NOAA file's hail reports. Idempotent: a report already stored
 * (same source id) is counted under "already imported" and left alone. When
 * something new was stored, the per-ZIP answers are rebuilt (decision 044), so
 * the hail-risk answers use the new reports at once.
 */
export async function importHailFile(
  db: Db,
  input: {
    fileName: string;
    text: string;
    origin: HailImportOrigin;
    date?: string;
    /** false: leave the per-ZIP answers to the caller (several files in a row). */
    rebuild?: boolean;
    /** "synthetic": the benchmark's generated reports, stored under their own source (bench/hail.ts). */
    label?: "synthetic";
  },
): Promise<HailImportResult> {
  const parsed = parseHailFile(input.text, { date: input.date });
  if (input.label) for (const r of parsed.reports) Object.assign(r, { source: input.label, sourceId: `${input.label}:${r.sourceId}` });
  const result = await db.transaction(async (tx) => {
    let imported = 0;
    // One JSON parameter per batch (json_to_recordset): far fewer bind parameters than a multi-row VALUES.
    const BATCH = 10_000;
    for (let i = 0; i < parsed.reports.length; i += BATCH) {
      const batch = parsed.reports.slice(i, i + BATCH).map((r) => ({ source: r.source, source_id: r.sourceId, event_date: r.eventDate, lat: r.lat, lon: r.lon, size_inches: r.sizeInches }));
      const res = await tx.execute(sql`
        with inserted as (
          insert into hail_reports (source, source_id, event_date, lat, lon, size_inches)
          select source, source_id, event_date, lat, lon, size_inches
          from json_to_recordset(${JSON.stringify(batch)}::json)
            as x(source text, source_id text, event_date date, lat double precision, lon double precision, size_inches double precision)
          on conflict (source_id) do nothing
          returning 1
        )
        select count(*)::int as n from inserted`);
      imported += Number((res.rows as { n: number }[])[0]?.n ?? 0);
    }
    const skipped = { ...parsed.skipped };
    const already = parsed.reports.length - imported;
    if (already > 0) skipped["already imported"] = already;
    await tx.insert(hailImports).values({ origin: input.origin, fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, summary: { imported, skipped } });
    return { fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, imported, skipped } satisfies HailImportResult;
  });
  const imported = result.imported;
  if (imported > 0 && input.rebuild !== false) await rebuildZipRisk(db);
  return result;
}

export function describeImport(r: HailImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName} (${r.format}): ${r.rowsRead} rows read, ${r.imported} reports imported` +
    (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped");
}
