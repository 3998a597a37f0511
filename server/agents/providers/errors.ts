import { APICallError } from "ai";

/**
 * A provider failure in words an operator can act on. The message is what the
 * chat shows after "The agent could not reply (…)".
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: "auth" | "rate-limit" | "server" | "connection" | "timeout" | "aborted" | "bad-request" | "other",
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

export function toProviderError(err: unknown, context: { baseUrl: string; timeoutMs: number; timedOut?: boolean }): ProviderError {
  if (context.timedOut) {
    return new ProviderError(`the language model did not answer within ${context.timeoutMs / 1000} s`, "timeout");
  }
  if (err instanceof ProviderError) return err;
  const inner = unwrap(err);
  if (isAbort(inner)) return new ProviderError("stopped", "aborted");
  if (APICallError.isInstance(inner)) {
    const status = inner.statusCode;
    if (status === 401 || status === 403) return new ProviderError(`the language model provider refused the API key (${status}); check AI_API_KEY`, "auth");
    if (status === 429) return new ProviderError("the language model provider is rate limiting requests (429); try again in a minute", "rate-limit", retryAfter(inner.responseHeaders));
    if (status !== undefined && status >= 500) return new ProviderError(`the language model provider failed (${status})`, "server");
    if (status !== undefined) return new ProviderError(`the language model provider rejected the request (${status}): ${short(inner.responseBody ?? inner.message)}`, "bad-request");
    return new ProviderError(`cannot reach the language model provider at ${context.baseUrl}`, "connection");
  }
  if (isConnection(inner)) return new ProviderError(`cannot reach the language model provider at ${context.baseUrl}`, "connection");
  return new ProviderError(short(inner instanceof Error ? inner.message : String(inner)), "other");
}

function unwrap(err: unknown): unknown {
  // RetryError wraps the last error; the stream's errors come as they are.
  const e = err as { lastError?: unknown; name?: string };
  if (e && e.name === "AI_RetryError" && e.lastError) return e.lastError;
  return err;
}

function isAbort(err: unknown) {
  const e = err as { name?: string };
  return e?.name === "AbortError" || e?.name === "ResponseAborted";
}

function isConnection(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown; message?: string };
  if (!e) return false;
  if (["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "UND_ERR_SOCKET", "EPIPE"].includes(e.code ?? "")) return true;
  if (e.message === "fetch failed" || e.message === "terminated") return true;
  return e.cause ? isConnection(e.cause) : false;
}

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const v = headers?.["retry-after"];
  if (!v) return undefined;
  const s = Number(v);
  return Number.isFinite(s) ? s * 1000 : undefined;
}

function short(s: string) {
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

/** Connection errors and 429 get one more try; nothing else does. */
export function isRetryable(err: ProviderError) {
  return err.kind === "connection" || err.kind === "rate-limit";
}
