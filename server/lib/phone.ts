/**
 * A phone number in E.164 ("+17135550100"), or null when it cannot be one. Ten national digits
 * take the default country's code (US +1 for RoofStrike, MX +52 for DealEngineAI).
 */
export function toE164(raw: string | null | undefined, defaultCountry: "US" | "MX" = "US"): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, "");
  let e164: string;
  if (trimmed.startsWith("+")) e164 = `+${digits}`;
  else if (trimmed.startsWith("00")) e164 = `+${digits.slice(2)}`;
  else if (digits.length === 10) e164 = `${defaultCountry === "MX" ? "+52" : "+1"}${digits}`;
  else if (digits.length === 11 && digits.startsWith("1")) e164 = `+${digits}`;
  else if (digits.length === 12 && digits.startsWith("52")) e164 = `+${digits}`;
  else return null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}
