import { z } from "zod";
import { LANGUAGES, phoneToE164 } from "./landing-rules";

/** The assessment form's request and answer, and the landing page's figures (issue 9). */
export { CONSENT_CHANNELS, CONSENT_TEXT, LANGUAGES, phoneToE164 } from "./landing-rules";

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
  language: z.enum(LANGUAGES),
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

/** GET /api/landing/requests (signed in): the latest assessment requests from the landing page, with consent and evidence. */
export const landingRequestSchema = z.object({
  leadId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  zip: z.string().nullable(),
  language: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  consent: z.object({ textShown: z.string(), givenAt: z.string(), ip: z.string().nullable(), userAgent: z.string().nullable(), channels: z.array(z.string()), withdrawnAt: z.string().nullable() }).nullable(),
  hailEvidence: z
    .object({
      status: z.string(),
      tier: z.string().nullable(),
      percentile: z.number().nullable(),
      hailDaysPerYear: z.number().nullable(),
      years: z.string().nullable(),
      message: z.string(),
      checkedAt: z.string(),
      recentStorm: z.object({ date: z.string(), sizeInches: z.number(), distanceMiles: z.number(), source: z.string(), withinClaimWindow: z.boolean() }).nullable(),
    })
    .nullable(),
});
export const landingRequestListSchema = z.array(landingRequestSchema);
export type LandingRequest = z.infer<typeof landingRequestSchema>;
