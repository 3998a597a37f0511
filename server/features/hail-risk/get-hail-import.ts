import { eq } from "drizzle-orm";
import { stormMatchProgressSchema, type HailImportStatus } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { importStatus } from "./get-hail-data-status";

/** One import as stored: its status, its storm matching's progress, and its result once done (decision 092). */
export async function getHailImport(db: Db, id: number): Promise<HailImportStatus> {
  const [row] = await db.select().from(hailImports).where(eq(hailImports.id, id));
  if (!row) throw notFound("No hail import with this id");
  const summary = row.summary as { imported?: number; skipped?: Record<string, number>; stormMatch?: HailImportStatus["stormMatch"] };
  const progress = stormMatchProgressSchema.safeParse(row.progress);
  return {
    importId: row.id,
    fileName: row.fileName,
    origin: row.origin,
    format: row.format as HailImportStatus["format"],
    rowsRead: row.rowsRead,
    imported: Number(summary.imported ?? 0),
    skipped: summary.skipped ?? {},
    ...(summary.stormMatch ? { stormMatch: summary.stormMatch } : {}),
    status: importStatus(row.status),
    progress: progress.success ? progress.data : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
