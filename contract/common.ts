import { z } from "zod";

/** The one error envelope every API error uses: `{ message, issues? }`. */
export const errorSchema = z.object({
  message: z.string(),
  /** Machine-readable reason where the client acts on it (see ERROR_CODES). */
  code: z.string().optional(),
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
/** unverified (issue 11): configured, but no check has proved it yet (e.g. no trace has run). */
export const integrationStateSchema = z.enum(["connected", "not_configured", "failing", "unverified"]);
export type IntegrationState = z.infer<typeof integrationStateSchema>;
export const integrationStatusSchema = z.object({
  connected: z.boolean(),
  state: integrationStateSchema,
  message: z.string(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
