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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const okSchema = z.object({ ok: z.literal(true), message: z.string().optional() });

/** ISO-8601 timestamps travel as strings. */
export const isoDate = z.string();

/** Codes the client acts on: GATE_REQUIRED sends the browser to /gate. */
export const ERROR_CODES = {
  gateRequired: "GATE_REQUIRED",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  rateLimited: "RATE_LIMITED",
  csrf: "CSRF",
} as const;
