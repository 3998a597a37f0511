import type { AiConfig } from "../../config";
import { ProviderError, isRetryable, toProviderError } from "./errors";

/**
 * Runs one provider call with the configured timeout, the caller's abort
 * signal, and one retry with backoff on a connection error or 429.
 * `attempt` gets a signal that fires on timeout or when the caller aborts;
 * `started()` tells whether output already reached the user (then no retry:
 * a streamed reply is never sent twice).
 */
export async function callProvider<T>(
  config: AiConfig,
  signal: AbortSignal | undefined,
  attempt: (signal: AbortSignal) => Promise<T>,
  started: () => boolean = () => false,
): Promise<T> {
  for (let n = 0; ; n++) {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new ProviderError("timeout", "timeout")), config.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
    try {
      return await attempt(combined);
    } catch (err) {
      if (signal?.aborted) throw new ProviderError("stopped", "aborted");
      const error = toProviderError(err, { baseUrl: config.baseUrl, timeoutMs: config.timeoutMs, timedOut: timeout.signal.aborted });
      if (n >= 1 || !isRetryable(error) || started()) throw error;
      const delay = Math.min(error.retryAfterMs ?? config.retryDelayMs, 10_000);
      await sleep(delay, signal);
    } finally {
      clearTimeout(timer);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(t);
      reject(new ProviderError("stopped", "aborted"));
    }, { once: true });
  });
}
