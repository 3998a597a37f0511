import type { TFunction } from "i18next";

/**
 * Why an import skipped rows: the server counts them under a reason (the hail parser and
 * importer, the property parser and importer), a stable English phrase that API clients read.
 * The screen shows each in the reader's language (`importSkips.<key>`); a reason missing here
 * reads as sent (import-skips.test.ts holds this list to the server's reasons).
 */
export const IMPORT_SKIP_KEYS: Record<string, string> = {
  "already imported": "alreadyImported",
  "repeated within the file": "repeatedInFile",
  "no report id (om)": "noReportId",
  "no event id": "noEventId",
  "no valid date": "noValidDate",
  "no coordinates": "noCoordinates",
  "no hail size": "noHailSize",
  "not a hail event": "notHail",
  "already stored": "alreadyStored",
  "missing address": "missingAddress",
  "address too long": "addressTooLong",
  "missing city": "missingCity",
  "invalid ZIP": "invalidZip",
  "invalid coordinates": "invalidCoordinates",
  "unknown ZIP (no location)": "unknownZip",
  "invalid roof size": "invalidRoofSize",
  "duplicate in file": "duplicateInFile",
};

/** One skip reason in the reader's language, with its count when given. */
export function skipReason(t: TFunction, why: string, count?: number): string {
  const key = IMPORT_SKIP_KEYS[why];
  if (count == null) return key ? t(`importSkips.${key}.reason`) : why;
  return key ? t(`importSkips.${key}.counted`, { count }) : `${count} ${why}`;
}

/** "3 already imported, 1 no coordinates" in the reader's language. */
export function describeSkips(t: TFunction, skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .map(([why, n]) => skipReason(t, why, n))
    .join(", ");
}
