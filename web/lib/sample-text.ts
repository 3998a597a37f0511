import type { TFunction } from "i18next";
import { sampleTextKey } from "@contract/sample-texts";

/**
 * A seeded sample row's text in the page's language (decision 111): a sample row whose text
 * is still as seeded is read from `sampleTexts.<key>`; a real row, or a sample someone edited,
 * reads as written.
 */
export function sampleText(t: TFunction, kind: Parameters<typeof sampleTextKey>[0], row: { isSample?: boolean }, text: string): string;
export function sampleText(t: TFunction, kind: Parameters<typeof sampleTextKey>[0], row: { isSample?: boolean }, text: string | null): string | null;
export function sampleText(t: TFunction, kind: Parameters<typeof sampleTextKey>[0], row: { isSample?: boolean }, text: string | null) {
  if (!row.isSample || text === null) return text;
  const key = sampleTextKey(kind, text);
  return key ? t(`sampleTexts.${key}`, { defaultValue: text }) : text;
}
