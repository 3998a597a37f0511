import { parsePhoneNumberFromString } from "libphonenumber-js";

/** The country a reader of each language dials from: English readers in the US, Spanish in Mexico (decision 060). */
const READER_COUNTRY: Record<string, string> = { en: "US", es: "MX" };

/**
 * A stored phone number (E.164, "+17135550142") as the reader writes it: in the national form
 * when it is a number of the reader's country ("(713) 555-0142" for an English reader), else in
 * the international form ("+1 713 555 0142" for a reader in Mexico). Anything that does not parse
 * is shown as stored.
 */
export function formatPhone(stored: string, language: string | undefined): string {
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return stored;
  const home = READER_COUNTRY[(language ?? "en").slice(0, 2)] ?? "US";
  return parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}
