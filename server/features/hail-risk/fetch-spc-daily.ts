import type { Db } from "../../db/client";
import { fetchTodayHailCsv, type SpcConfig } from "../../integrations/spc/client";
import type { JobSender } from "../../domain/jobs";
import type { StormMatchRule } from "../../domain/storm-matching";
import { calendarDate } from "../../lib/dates";
import { importHailFile } from "../../domain/hail/import-hail-reports";

/** The daily job: fetch SPC's current-day hail reports and import them (idempotent), dated the company's day (the file has no dates). */
export async function fetchSpcDaily(db: Db, config: SpcConfig, timeZone: string, matching: { rule: StormMatchRule; jobs?: JobSender }, now = new Date()) {
  const text = await fetchTodayHailCsv(config);
  return importHailFile(db, { fileName: config.todayHailUrl!, text, origin: "spc-daily", date: calendarDate(timeZone, now) }, matching);
}
