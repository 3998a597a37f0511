import type { Db } from "../../db/client";
import { fetchTodayHailCsv, type SpcConfig } from "../../integrations/spc/client";
import { importHailFile } from "./import-hail-reports";
import { invalidateHailDataset } from "./get-hail-risk";

/** The report day in the company's time zone (SPC's current-day file has no dates). */
export function localDate(now: Date, timeZone: string) {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The daily job: fetch SPC's current-day hail reports and import them (idempotent). */
export async function fetchSpcDaily(db: Db, config: SpcConfig, timeZone: string, now = new Date()) {
  const text = await fetchTodayHailCsv(config);
  const result = await importHailFile(db, { fileName: config.todayHailUrl!, text, origin: "spc-daily", date: localDate(now, timeZone) });
  invalidateHailDataset();
  return result;
}
