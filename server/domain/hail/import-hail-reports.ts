import { eq, sql } from "drizzle-orm";
import type { HailImportResult } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports } from "../../db/schema";
import type { JobSender } from "../jobs";
import { matchStormReports, type StormMatchRule } from "../storm-matching";
import { parseHailFile } from "./parse-hail-file";
import { rebuildZipRisk } from "./zip-risk";

export type HailImportOrigin = "shipped" | "cli" | "upload" | "spc-daily" | "bench";

/**
 * Imports one NOAA file's hail reports. Idempotent: a report already stored
 * (same source id) is counted under "already imported" and left alone. When
 * something new was stored, the per-ZIP answers are rebuilt (decision 044), so
 * the hail-risk answers use the new reports at once. With `matching`, the newly
 * stored reports are then matched against the stored properties (decision 071): a
 * duplicate import stores no report, so it matches nothing again.
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
  matching?: { rule: StormMatchRule; jobs?: JobSender },
): Promise<HailImportResult> {
  const parsed = parseHailFile(input.text, { date: input.date });
  if (input.label) for (const r of parsed.reports) Object.assign(r, { source: input.label, sourceId: `${input.label}:${r.sourceId}` });
  const newIds: number[] = [];
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
          returning id
        )
        select count(*)::int as n, coalesce(json_agg(id), '[]'::json) as ids from inserted`);
      const row = (res.rows as { n: number; ids: number[] | string }[])[0];
      imported += Number(row?.n ?? 0);
      const ids = typeof row?.ids === "string" ? (JSON.parse(row.ids) as number[]) : (row?.ids ?? []);
      for (const id of ids) newIds.push(Number(id));
    }
    const skipped = { ...parsed.skipped };
    const already = parsed.reports.length - imported;
    if (already > 0) skipped["already imported"] = already;
    const [importRow] = await tx
      .insert(hailImports)
      .values({ origin: input.origin, fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, summary: { imported, skipped } })
      .returning({ id: hailImports.id });
    return { fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, imported, skipped, importId: importRow!.id } ;
  });
  const { importId, ...answer } = result;
  if (answer.imported > 0 && input.rebuild !== false) await rebuildZipRisk(db);
  if (!matching) return answer satisfies HailImportResult;
  const m = await matchStormReports(db, newIds, matching.rule, matching.jobs);
  const stormMatch = { hits: m.hits, leadsCreated: m.leadsCreated, leadsUpdated: m.leadsUpdated, stormDays: m.stormDays.map((d) => d.stormDay) };
  await db.update(hailImports).set({ summary: { imported: answer.imported, skipped: answer.skipped, stormMatch } }).where(eq(hailImports.id, importId));
  return { ...answer, stormMatch } satisfies HailImportResult;
}

export function describeImport(r: HailImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName} (${r.format}): ${r.rowsRead} rows read, ${r.imported} reports imported` +
    (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped") +
    (r.stormMatch ? `; storm matching: ${r.stormMatch.hits} properties hit, ${r.stormMatch.leadsCreated} leads created, ${r.stormMatch.leadsUpdated} updated` : "");
}
