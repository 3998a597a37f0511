import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/**
 * A phone number in E.164 ("+17135550100"), or null when it is not a valid number of its
 * country (libphonenumber-js: the numbering plan of the country, so +1 555 … or a Mexican number
 * one digit short is refused). National digits take the default country's code (US +1 for
 * RoofStrike, MX +52 for DealEngineAI); "00" is read as the international prefix, and digits that
 * start with the other venture's country code without a "+" (1 713 …, 52 55 …) as international.
 * Mexico's mobile "1" after +52, dropped from the numbering plan in 2019, is removed.
 */
export function toE164(raw: string | null | undefined, defaultCountry: "US" | "MX" = "US"): string | null {
  if (!raw) return null;
  let text = raw.trim();
  if (text.startsWith("00")) text = `+${text.slice(2)}`;
  const digits = text.replace(/\D/g, "");
  if (!text.startsWith("+") && ((digits.length === 11 && digits.startsWith("1")) || (digits.length === 12 && digits.startsWith("52")))) {
    text = `+${digits}`;
  }
  if (text.startsWith("+") && /^521\d{10}$/.test(digits)) text = `+52${digits.slice(3)}`;
  const parsed = parsePhoneNumberFromString(text, defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
