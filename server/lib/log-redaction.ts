/**
 * What the logs may hold (decision 053): a failed query's name or text, never its parameters;
 * no e-mail addresses, phone numbers, tokens, cookies or query strings, wherever they appear
 * (a message, an error's message or stack, a field). Every logger the server makes uses
 * `loggerOptions()`; the CLI and start-up messages go through `redactText()`.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** A phone number: an optional +, then 8–15 digits with spaces, dots, dashes or brackets between them. */
const PHONE = /(?<![\w.:/-])\+?\(?\d(?:[\d\s().-]{6,18})\d(?![\w.:-])/g;
/** Bearer/Basic credentials, JWTs, and long opaque strings (session ids, API keys, hex or base64 secrets). */
const CREDENTIAL = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const LONG_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g;
/** name=value pairs of cookies and secret-looking parameters. */
const SECRET_PAIR = /\b(aiops\.sid|aiops\.gate|sid|session|token|access_token|refresh_token|api_key|apikey|key|secret|password|code|state|hub\.verify_token|signature)=([^;&\s"']+)/gi;
/** The query string of a URL or path (`/api/x?email=…` → `/api/x?[redacted]`). */
const QUERY_STRING = /(\/[^\s?"'#]*)\?[^\s"'#]+/g;
/** `params: 1,foo@bar` as Drizzle appends to a failed query's message. */
const QUERY_PARAMS = /\n?\s*params:[^\n]*/g;

export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMS, "")
    .replace(QUERY_STRING, "$1?[redacted]")
    .replace(SECRET_PAIR, "$1=[redacted]")
    .replace(CREDENTIAL, "$1 [redacted]")
    .replace(JWT, "[token]")
    .replace(EMAIL, "[email]")
    .replace(LONG_TOKEN, "[token]")
    .replace(PHONE, (m) => {
      const digits = m.replace(/\D/g, "").length;
      const dateLike = /^\d{4}-\d{2}-\d{2}$/.test(m.trim());
      return digits >= 8 && digits <= 15 && !dateLike ? "[phone]" : m;
    });
}

/** Fields whose value is never logged, whatever it is. */
const SECRET_KEY = /^(password|newPassword|currentPassword|confirmPassword|passwordHash|token|accessToken|refreshToken|secret|apiKey|api_key|authorization|cookie|set-cookie|sid|email|phone|phoneNumber|params|parameters|values|detail)$/i;

/** A copy of a log value with every string redacted and secret fields replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object" || depth > 8) return value;
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? "[redacted]" : redactValue(v, depth + 1);
  return out;
}

/**
 * An error as logged: type, message and stack redacted; a failed query keeps its SQL text
 * (`query`) but never its parameters; the SQLSTATE (`code`) and `cause` kept, PostgreSQL's
 * `detail` (which quotes the values: `Key (email)=(…)`) dropped.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: redactText(String(err)) };
  const e = err as Error & { code?: unknown; query?: unknown; statusCode?: unknown; kind?: unknown; cause?: unknown };
  const out: Record<string, unknown> = { type: e.constructor?.name ?? e.name, message: clipped(e.message) };
  if (typeof e.query === "string") out.query = clipped(e.query, false);
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (typeof e.kind === "string") out.kind = e.kind;
  if (e.stack) out.stack = clipped(e.stack);
  if (e.cause !== undefined && depth < 4) out.cause = e.cause instanceof Error ? serializeError(e.cause, depth + 1) : redactValue(e.cause, depth + 1);
  return out;
}

/**
 * The most characters of an error's message, query or stack a log line keeps: a statement over
 * 100,000 ids is megabytes of SQL (Drizzle repeats it in the message and the stack), and its first
 * lines say what failed.
 */
export const LOGGED_TEXT_LIMIT = 2_000;

/** `text` redacted and cut to LOGGED_TEXT_LIMIT characters, saying that it was cut. */
function clipped(text: string, redact = true): string {
  const head = text.length > 2 * LOGGED_TEXT_LIMIT ? text.slice(0, 2 * LOGGED_TEXT_LIMIT) : text;
  const shown = redact ? redactText(head) : head;
  if (head === text && shown.length <= LOGGED_TEXT_LIMIT) return shown;
  return `${shown.slice(0, LOGGED_TEXT_LIMIT)}… [cut: ${text.length} characters in all]`;
}

const serializeErrorOnce = (err: unknown) => (err instanceof Error ? serializeError(err) : err);

/** The request as logged: method and path (no query string, no headers). */
function serializeRequest(req: { method?: string; url?: string; ip?: string; routeOptions?: { url?: string } }) {
  return { method: req.method, url: (req.url ?? "").split("?")[0] };
}

/** pino options for every logger the server makes: its level, the serializers and a redaction pass over every line. */
export function loggerOptions(level: string, extra: Record<string, unknown> = {}) {
  return {
    level,
    ...extra,
    serializers: { err: serializeErrorOnce, error: serializeErrorOnce, req: serializeRequest },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'], censor: "[redacted]" },
    formatters: {
      // Runs before the serializers: req and res are left to theirs (method, path, status).
      log: (object: Record<string, unknown>) => {
        const out: Record<string, unknown> = {};
        for (const [key, v] of Object.entries(object)) {
          out[key] = key === "req" || key === "res" ? v : SECRET_KEY.test(key) ? "[redacted]" : redactValue(v);
        }
        return out;
      },
    },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(this, args.map((a) => (typeof a === "string" ? redactText(a) : a)));
      },
    },
  };
}
