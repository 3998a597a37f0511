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
export interface HailFileInput {
  fileName: string;
  text: string;
  origin: HailImportOrigin;
  date?: string;
  /** false: leave the per-ZIP answers to the caller (several files in a row). */
  rebuild?: boolean;
  /** "synthetic": the benchmark's generated reports, stored under their own source (bench/hail.ts). */
  label?: "synthetic";
}

/**
 * Stores one NOAA file's new hail reports (tied to the import row) and the import row itself, in
 * one transaction. Throws HailFileFormatError for a file we cannot read. `status: "matching"`
 * marks an import whose storm matching a job will run (decision 092).
 */
export async function storeHailFile(db: Db, input: HailFileInput, status: "done" | "matching" = "done") {
  const parsed = parseHailFile(input.text, { date: input.date });
  if (input.label) for (const r of parsed.reports) Object.assign(r, { source: input.label, sourceId: `${input.label}:${r.sourceId}` });
  const newIds: number[] = [];
  const result = await db.transaction(async (tx) => {
    const [importRow] = await tx
      .insert(hailImports)
      .values({ origin: input.origin, fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, status })
      .returning({ id: hailImports.id });
    let imported = 0;
    // One JSON parameter per batch (json_to_recordset): far fewer bind parameters than a multi-row VALUES.
    const BATCH = 10_000;
    for (let i = 0; i < parsed.reports.length; i += BATCH) {
      const batch = parsed.reports.slice(i, i + BATCH).map((r) => ({ source: r.source, source_id: r.sourceId, event_date: r.eventDate, lat: r.lat, lon: r.lon, size_inches: r.sizeInches }));
      const res = await tx.execute(sql`
        with inserted as (
          insert into hail_reports (source, source_id, event_date, lat, lon, size_inches, import_id)
          select source, source_id, event_date, lat, lon, size_inches, ${importRow!.id}::int
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
    await tx.update(hailImports).set({ summary: { imported, skipped }, ...(status === "done" ? { finishedAt: new Date() } : {}) }).where(eq(hailImports.id, importRow!.id));
    return { fileName: input.fileName, format: parsed.format, rowsRead: parsed.rowsRead, imported, skipped, importId: importRow!.id };
  });
  return { ...result, newIds };
}

/**
 * Imports one NOAA file's hail reports. Idempotent: a report already stored
 * (same source id) is counted under "already imported" and left alone. When
 * something new was stored, the per-ZIP answers are rebuilt (decision 044), so
 * the hail-risk answers use the new reports at once. With `matching`, the newly
 * stored reports are then matched against the stored properties (decision 071): a
 * duplicate import stores no report, so it matches nothing again. The admin's upload
 * stores the file the same way and matches in a job instead (matchHailImport).
 */
export async function importHailFile(db: Db, input: HailFileInput, matching?: { rule: StormMatchRule; jobs?: JobSender }): Promise<HailImportResult> {
  const { importId, newIds, ...answer } = await storeHailFile(db, input);
  if (answer.imported > 0 && input.rebuild !== false) await rebuildZipRisk(db);
  if (!matching) return answer satisfies HailImportResult;
  const m = await matchStormReports(db, newIds, matching.rule, matching.jobs);
  const stormMatch = { hits: m.hits, leadsCreated: m.leadsCreated, leadsUpdated: m.leadsUpdated, stormDays: m.stormDays.map((d) => d.stormDay) };
  await db.update(hailImports).set({ summary: { imported: answer.imported, skipped: answer.skipped, stormMatch } }).where(eq(hailImports.id, importId));
  return { ...answer, stormMatch } satisfies HailImportResult;
}

/** The reason of a failure, for the import row and the log: the database's own message, never the statement or its values. */
export function failureReason(err: unknown): string {
  const e = err as { cause?: unknown; message?: unknown };
  const inner = e?.cause instanceof Error ? e.cause : err;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.split(/\n|Failed query:/)[0]!.trim().slice(0, 300) || "unknown error";
}

const PROGRESS_EVERY_MS = 250;

/**
 * The storm-matching job of an uploaded file (decision 092): rebuilds the per-ZIP answers when
 * the file stored new reports, then matches the import's reports in chunks, storing the
 * progress (properties checked of those to check, hits, leads so far) on the import row after
 * each chunk, and at the end the result and status `done`. A failure stores its reason
 * (`failed`) and is thrown again for the queue to retry; a run again resumes (what was matched
 * stays matched).
 */
export async function matchHailImport(db: Db, importId: number, matching: { rule: StormMatchRule; jobs?: JobSender }): Promise<NonNullable<HailImportResult["stormMatch"]>> {
  const [row] = await db.select().from(hailImports).where(eq(hailImports.id, importId));
  if (!row) throw new Error(`hail import ${importId} not found`);
  const summary = row.summary as { imported?: number; skipped?: Record<string, number> };
  await db.update(hailImports).set({ status: "matching", error: null }).where(eq(hailImports.id, importId));
  try {
    const ids = ((await db.execute(sql`select id from hail_reports where import_id = ${importId}::int order by id`)).rows as { id: number }[]).map((r) => Number(r.id));
    // The progress at most every PROGRESS_EVERY_MS (a chunk of PGlite's may take 60 ms), and always the last.
    let written = 0;
    const m = await matchStormReports(db, ids, matching.rule, matching.jobs, async (progress) => {
      if (progress.propertiesChecked > 0 && progress.propertiesChecked < progress.propertiesToCheck && performance.now() - written < PROGRESS_EVERY_MS) return;
      written = performance.now();
      await db.update(hailImports).set({ progress: { ...progress } }).where(eq(hailImports.id, importId));
    });
    // The public hail answers after the leads: an owner under the storm is a lead a few hundred ms
    // sooner, and the answers follow within the same job (the import is "done" after both).
    if (ids.length > 0) await rebuildZipRisk(db);
    const stormMatch = { hits: m.hits, leadsCreated: m.leadsCreated, leadsUpdated: m.leadsUpdated, stormDays: m.stormDays.map((d) => d.stormDay) };
    await db.update(hailImports).set({ status: "done", summary: { ...summary, stormMatch }, finishedAt: new Date() }).where(eq(hailImports.id, importId));
    return stormMatch;
  } catch (err) {
    const reason = failureReason(err);
    await db.update(hailImports).set({ status: "failed", error: reason, finishedAt: new Date() }).where(eq(hailImports.id, importId));
    throw new Error(`storm matching of hail import ${importId} failed: ${reason}`);
  }
}

export function describeImport(r: HailImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName} (${r.format}): ${r.rowsRead} rows read, ${r.imported} reports imported` +
    (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped") +
    (r.stormMatch ? `; storm matching: ${r.stormMatch.hits} properties hit, ${r.stormMatch.leadsCreated} leads created, ${r.stormMatch.leadsUpdated} updated` : "");
}
