import { z } from "zod";

/** Parameters of a text the web translates from its code (decision 060). */
export const textParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof textParamsSchema>;

/**
 * The one error envelope every API error uses: `{ message, code?, params?, issues? }`. The
 * message stays English for API clients; the web shows the translation of `code` (with
 * `params`) when its catalogs have one (web/locales/<lang>.json → serverText).
 */
export const errorSchema = z.object({
  message: z.string(),
  /** Machine-readable reason where the client acts on it (see ERROR_CODES), and the key of its translation. */
  code: z.string().optional(),
  params: textParamsSchema.optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** JSON objects stored as-is. */
export const jsonRecord = z.record(z.string(), z.unknown());
/** A required, trimmed text field with the spec's "<label> is required" message. */
export const trimmedRequired = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const okSchema = z.object({ ok: z.literal(true), message: z.string().optional() });


/** Codes the client acts on: GATE_REQUIRED sends the browser to /gate. */
export const ERROR_CODES = {
  gateRequired: "GATE_REQUIRED",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  rateLimited: "RATE_LIMITED",
  csrf: "CSRF",
} as const;

/** Numbers that may be unknown (no data yet) travel as null, never as an invented 0. */
export const nullableNumber = z.number().nullable();

/** Every integration's status: not configured and failing are different states, each says what to do. */
export const integrationStateSchema = z.enum(["connected", "not_configured", "failing"]);
export type IntegrationState = z.infer<typeof integrationStateSchema>;
export const integrationStatusSchema = z.object({
  connected: z.boolean(),
  state: integrationStateSchema,
  message: z.string(),
  /** The message's code and parameters, which the web translates (decision 060). */
  code: z.string().optional(),
  params: textParamsSchema.optional(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
