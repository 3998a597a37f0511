import { HttpError } from "../lib/http-error";

/**
 * Counts failed attempts (gate passwords, sign-ins) per client in a fixed
 * one-minute window. After `max` failures the client gets 429 until the window
 * ends. In memory, per instance: see docs/decisions/005-rate-limits.md.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { start: number; failures: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Throws 429 when the client has used up its failures for this window. */
  assertAllowed(key: string, now = Date.now()) {
    const w = this.windows.get(key);
    if (!w) return;
    if (now - w.start >= this.windowMs) {
      this.windows.delete(key);
      return;
    }
    if (w.failures >= this.max) {
      const retryAfter = Math.ceil((w.start + this.windowMs - now) / 1000);
      throw new HttpError(
        429,
        `Too many failed attempts. Try again in ${retryAfter} seconds.`,
        "RATE_LIMITED",
        { "retry-after": String(retryAfter) },
      );
    }
  }

  recordFailure(key: string, now = Date.now()) {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) this.windows.set(key, { start: now, failures: 1 });
    else w.failures += 1;
    if (this.windows.size > 50_000) this.prune(now);
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
