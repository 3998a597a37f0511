import { z } from "zod";

/** Parameters of a text the web translates from its code (decision 060). */
export const textParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TextParams = z.infer<typeof textParamsSchema>;
/** A text the server writes for people: its English message, and the code and parameters the web translates (decision 060). */
export const serverTextSchema = z.object({ message: z.string(), code: z.string().optional(), params: textParamsSchema.optional() });
export type ServerTextValue = z.infer<typeof serverTextSchema>;

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

/**
 * What the database can hold (decision 053). Every id and integer column is PostgreSQL `integer`
 * (int32); text can't hold NUL; JSON can't hold a lone UTF-16 surrogate. Input outside that is
 * refused at the edge with a 400 naming the field, never left to fail in SQL as a 500.
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;
/** The longest string any request field may carry unless its schema says less (the body limit is 1 MiB). */
export const MAX_TEXT_LENGTH = 100_000;

/** An integer an `integer` column holds; `min`/`max` narrow it. */
export const int32 = (min = INT32_MIN, max = INT32_MAX) => z.number().int().min(min).max(max);
/** The same for a value read from a path or query string ("42"). */
export const coercedInt32 = (min = INT32_MIN, max = INT32_MAX) => z.coerce.number().int().min(min).max(max);
/** A row id in a body: a positive int32. */
export const idSchema = int32(1);
/** A row id in a path or query string. */
export const coercedIdSchema = coercedInt32(1);
export const idParamSchema = z.object({ id: coercedIdSchema });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Why a string can't be stored as PostgreSQL text or JSON, or null when it can. */
export function unstorableText(value: string, max = MAX_TEXT_LENGTH): string | null {
  if (value.length > max) return `Must be at most ${max} characters`;
  if (value.includes("\u0000")) return "Must not contain a NUL character";
  if (LONE_SURROGATE.test(value)) return "Must not contain an unpaired UTF-16 surrogate";
  return null;
}

/**
 * The first string in a parsed request part (params, query or JSON body, keys included) that
 * the database can't hold, with its dotted path; null when there is none. The server runs it
 * on every request before the route's own schema (server/plugins/input-guard.ts).
 */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): { path: string; message: string } | null {
  if (typeof value === "string") {
    const reason = unstorableText(value);
    return reason ? { path: path.join("."), message: reason } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth > 32) return { path: path.join("."), message: "Nested too deeply" };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  // Raw bodies (Buffers, streams) are their route's to parse; parsed query strings may have any prototype.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return null;
  for (const [key, item] of Object.entries(value)) {
    const keyReason = unstorableText(key, 200);
    if (keyReason) return { path: [...path, key.slice(0, 40)].join("."), message: `Key: ${keyReason}` };
    const found = findUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
export const okSchema = z.object({ ok: z.literal(true), message: z.string().optional() });


/** Codes the client acts on: GATE_REQUIRED sends the browser to /gate. */
export const ERROR_CODES = {
  gateRequired: "GATE_REQUIRED",
  unauthenticated: "UNAUTHENTICATED",
  forbidden: "FORBIDDEN",
  rateLimited: "RATE_LIMITED",
  csrf: "CSRF",
} as const;

/** The database drivers (PGlite embedded, or PostgreSQL with DATABASE_URL). */
export const DATABASE_DRIVERS = ["pglite", "postgres"] as const;
export type DatabaseDriver = (typeof DATABASE_DRIVERS)[number];

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
  /** The message's code and parameters, which the web translates (decision 060). */
  code: z.string().optional(),
  params: textParamsSchema.optional(),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
