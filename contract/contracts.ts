import { z } from "zod";

/** Spec 03 §3: the three languages and five contract types of the translation service. */
export const CONTRACT_LANGUAGES = ["es-MX", "en-US", "pt-BR"] as const;
export const CONTRACT_TYPES = ["purchase_agreement", "rental_agreement", "investment_contract", "property_deed", "other"] as const;
export const MAX_CONTRACT_LENGTH = 60_000;

export const contractLanguageSchema = z.enum(CONTRACT_LANGUAGES);
const contractText = z
  .string()
  .trim()
  .min(1, "Contract text is required")
  .max(MAX_CONTRACT_LENGTH, `Contract text is longer than ${MAX_CONTRACT_LENGTH} characters`);

export const translateContractRequestSchema = z
  .object({
    contractText,
    sourceLanguage: contractLanguageSchema,
    targetLanguage: contractLanguageSchema,
    contractType: z.enum(CONTRACT_TYPES),
  })
  .refine((v) => v.sourceLanguage !== v.targetLanguage, { message: "Source and target language must differ", path: ["targetLanguage"] });
export type TranslateContractRequest = z.infer<typeof translateContractRequestSchema>;

/** The numbered-clause check: every numbered clause of the original must be in the translation. */
export const clauseCheckSchema = z.object({
  originalClauses: z.array(z.string()),
  translatedClauses: z.array(z.string()),
  missing: z.array(z.string()),
  added: z.array(z.string()),
  ok: z.boolean(),
});
export type ClauseCheck = z.infer<typeof clauseCheckSchema>;

export const translateContractResponseSchema = z.object({
  sourceLanguage: contractLanguageSchema,
  targetLanguage: contractLanguageSchema,
  contractType: z.enum(CONTRACT_TYPES),
  timestamp: z.string(),
  originalText: z.string(),
  translatedText: z.string(),
  legalDisclaimer: z.string(),
  clauseCheck: clauseCheckSchema,
  model: z.string(),
});
export type TranslateContractResponse = z.infer<typeof translateContractResponseSchema>;

export const validateContractRequestSchema = z.object({ contractText, language: contractLanguageSchema });
export type ValidateContractRequest = z.infer<typeof validateContractRequestSchema>;
export const validateContractResponseSchema = z.object({
  isValid: z.boolean(),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
  model: z.string(),
});
export type ValidateContractResponse = z.infer<typeof validateContractResponseSchema>;

/** What the model answers for a validation (the structural check is added by the server). */
export const contractReviewSchema = z.object({
  isValid: z.boolean(),
  issues: z.array(z.string()).max(30),
  suggestions: z.array(z.string()).max(30),
});
