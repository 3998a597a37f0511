/**
 * The landing form's rules without zod, so the landing bundle (decision 041) can use them:
 * the exact consent texts and the phone rule the server applies too.
 */

/** The exact words shown beside the consent checkbox; the server stores the one shown. */
export const CONSENT_TEXT = {
  en: "I agree that RoofStrike may contact me about a roof assessment by phone call, SMS text message or WhatsApp at the number I gave. Message and data rates may apply. I can opt out at any time by replying STOP.",
  es: "Acepto que RoofStrike me contacte sobre una evaluación de techo por llamada telefónica, mensaje de texto SMS o WhatsApp al número que di. Pueden aplicarse cargos por mensajes y datos. Puedo darme de baja en cualquier momento respondiendo BAJA.",
} as const;
export const CONSENT_CHANNELS = ["phone", "sms", "whatsapp"] as const;
/** The product's languages: every string a person reads is in both (the app, the landing page, consents). */
export const LANGUAGES = ["en", "es"] as const;

/**
 * A phone number in E.164, or null: "+" and the country code, or a US number (10 digits, or
 * 11 starting with 1) with a valid area code and exchange. The server stores what this returns.
 */
export function phoneToE164(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return /^[1-9]\d{7,14}$/.test(digits) && (!digits.startsWith("1") || validNanp(digits.slice(1))) ? `+${digits}` : null;
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length === 10 && validNanp(national) ? `+1${national}` : null;
}
/** North American numbers: area code and exchange start with 2–9. */
const validNanp = (ten: string) => /^[2-9]\d{2}[2-9]\d{6}$/.test(ten);

