import { z } from "zod";

/**
 * The landing page's assessment form (issue 9) and its figures. The consent texts are the
 * exact words shown beside the checkbox; the server stores the one shown (decision 044 §Leads).
 */
export const CONSENT_TEXT = {
  en: "I agree that RoofStrike may contact me about a roof assessment by phone call, SMS text message or WhatsApp at the number I gave. Message and data rates may apply. I can opt out at any time by replying STOP.",
  es: "Acepto que RoofStrike me contacte sobre una evaluación de techo por llamada telefónica, mensaje de texto SMS o WhatsApp al número que di. Pueden aplicarse cargos por mensajes y datos. Puedo darme de baja en cualquier momento respondiendo BAJA.",
} as const;
export const CONSENT_CHANNELS = ["phone", "sms", "whatsapp"] as const;
export const LANDING_LANGUAGES = ["en", "es"] as const;

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

export const PHONE_MESSAGE = "Enter a valid phone number: 10 digits for the US, or + and the country code";

export const assessmentRequestSchema = z.object({
  name: z.string().trim().min(1, "Enter your name").max(120),
  phone: z.string().max(40).refine((v) => phoneToE164(v) !== null, PHONE_MESSAGE),
  email: z.union([z.literal(""), z.string().trim().max(200).email("Enter a valid e-mail address")]).optional(),
  address: z.string().trim().min(5, "Enter the property's street address").max(200),
  zip: z.string().regex(/^\d{5}$/, "Please enter a valid 5-digit ZIP code"),
  consent: z.literal(true, { message: "Consent is required so we may contact you" }),
  /** The consent text the visitor saw (must be CONSENT_TEXT[language]). */
  consentText: z.string().max(1000),
  language: z.enum(LANDING_LANGUAGES),
  /** Honeypot: a field people never see; anything in it marks a bot. */
  website: z.string().max(200).optional(),
  /** Milliseconds between opening the form and sending it (the spam guard's minimum fill time). */
  elapsedMs: z.number().int().min(0).max(86_400_000),
});
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

export const assessmentResponseSchema = z.object({
  /** received: stored (or quietly dropped by the spam guard); duplicate: this request was already on file. */
  status: z.enum(["received", "duplicate"]),
  /** The answer in the request's language. */
  message: z.string(),
});
export type AssessmentResponse = z.infer<typeof assessmentResponseSchema>;

/** GET /api/landing/stats: figures computed from stored rows; null when there is nothing to show. */
export const landingStatsSchema = z.object({
  hailReports: z.number().int(),
  zipsRated: z.number().int(),
  /** Days with hail ≥ 1.00 in in the coverage area in the latest year on file. */
  latestYear: z.object({ year: z.number().int(), hailDays: z.number().int() }).nullable(),
  /** Landing requests that got a first response from the team, and the median time to it. */
  leadsAnswered: z.number().int(),
  medianFirstResponseMinutes: z.number().nullable(),
});
export type LandingStats = z.infer<typeof landingStatsSchema>;
