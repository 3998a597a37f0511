import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { HailImportResult } from "../../../contract/hail-risk";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { spcPolls } from "../../db/schema";
import { importHailFile } from "../../domain/hail/import-hail-reports";
import type { JobSender } from "../../domain/jobs";
import type { StormMatchRule } from "../../domain/storm-matching";
import { runCheck } from "../../integrations/checks";
import { fetchTodayHailCsvIfChanged, spcReportDay, type SpcConfig } from "../../integrations/spc/client";

export type SpcPollOutcome = "imported" | "unchanged" | "not-modified" | "failed";
export interface SpcPollResult {
  outcome: SpcPollOutcome;
  newReports: number;
  error: string | null;
  import: HailImportResult | null;
}

/**
 * One poll of SPC's current-day hail file (decision 096): a conditional request with the last
 * ETag / Last-Modified; a 304, or a body identical to the last one read, ends there. A changed
 * body goes through the one hail importer, which stores only reports not seen before (a line's
 * source id: the SPC report day, time, place and size) and matches them against the properties,
 * queueing the storm campaigns' drafts (decision 071). Lines SPC later drops from a rewritten
 * file stay stored. The outcome, the new reports and any error are kept (spc_polls) and the
 * spc_daily check is run again, so health and the data-sources panel show this poll. A failure
 * is recorded, not thrown: the next poll is the retry.
 */
export async function pollSpcToday(
  deps: { db: Db; config: Config },
  matching: { rule: StormMatchRule; jobs?: JobSender },
  now = new Date(),
): Promise<SpcPollResult> {
  const { db, config } = deps;
  const spc: SpcConfig = config.spc;
  const url = spc.todayHailUrl!;
  const [last] = await db.select().from(spcPolls).where(eq(spcPolls.url, url));
  let result: SpcPollResult;
  let validators = { etag: last?.etag ?? null, lastModified: last?.lastModified ?? null, contentHash: last?.contentHash ?? null };
  try {
    const fetched = await fetchTodayHailCsvIfChanged(spc, validators);
    if (fetched.notModified) {
      result = { outcome: "not-modified", newReports: 0, error: null, import: null };
    } else {
      const contentHash = createHash("sha256").update(fetched.text).digest("hex");
      if (contentHash === validators.contentHash) {
        result = { outcome: "unchanged", newReports: 0, error: null, import: null };
      } else {
        const imported = await importHailFile(db, { fileName: url, text: fetched.text, origin: "spc-daily", date: spcReportDay(now) }, matching);
        result = { outcome: imported.imported > 0 ? "imported" : "unchanged", newReports: imported.imported, error: null, import: imported };
      }
      validators = { etag: fetched.etag, lastModified: fetched.lastModified, contentHash };
    }
  } catch (err) {
    result = { outcome: "failed", newReports: 0, error: (err as Error).message.slice(0, 500), import: null };
  }
  const failed = result.outcome === "failed";
  const row = {
    ...(failed ? {} : validators),
    outcome: result.outcome,
    newReports: result.newReports,
    error: result.error,
    polledAt: now,
    ...(failed ? { lastErrorAt: now } : { lastSuccessAt: now }),
    ...(result.newReports > 0 ? { lastNewAt: now } : {}),
  };
  await db
    .insert(spcPolls)
    .values({ url, ...row, polls: 1 })
    .onConflictDoUpdate({ target: spcPolls.url, set: { ...row, polls: sql`${spcPolls.polls} + 1` } });
  await runCheck(deps, "spc_daily");
  return result;
}
