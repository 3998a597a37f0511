import { z } from "zod";
import { coercedInt32 } from "./common";
import { LANGUAGES } from "./landing-rules";

/** Spec 02 §4: the car-financing assistant's flow labels. */
export const ARIA_FLOWS = ["greeting", "loan_prequalification", "dealer_onboarding", "calculator_launch", "language_selector", "customer_faq"] as const;
export const ariaFlowSchema = z.enum(ARIA_FLOWS);

export const ariaStatusSchema = z.object({
  available: z.boolean(),
  endpoints: z.array(z.string()),
  version: z.string(),
  /** "model" or "offline" (guided answers without a language model). */
  engine: z.string(),
});

export const ariaUserDataSchema = z.record(z.string(), z.unknown()).and(z.object({ preferredLanguage: z.enum(LANGUAGES).default("en") }));
export const ariaChatRequestSchema = z.object({
  message: z.string().trim().min(1, "Message cannot be empty").max(4000),
  userData: ariaUserDataSchema.default({ preferredLanguage: "en" }),
});
export type AriaChatRequest = z.input<typeof ariaChatRequestSchema>;
export const ariaChatResponseSchema = z.object({
  response: z.string(),
  flow: ariaFlowSchema,
  userData: z.record(z.string(), z.unknown()),
});
export type AriaChatResponse = z.infer<typeof ariaChatResponseSchema>;

/** GET /api/aria/calculator?budget&downPayment&term → the in-app calculator page's URL. */
export const ariaCalculatorQuerySchema = z.object({
  budget: z.coerce.number().min(0).max(10_000_000).optional(),
  downPayment: z.coerce.number().min(0).max(10_000_000).default(10000),
  term: coercedInt32(6, 96).default(48),
});
export const ariaCalculatorResponseSchema = z.object({ calculatorUrl: z.string() });

/** The model's structured answer. */
export const ariaModelAnswerSchema = z.object({ response: z.string(), flow: ariaFlowSchema });
