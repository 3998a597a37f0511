import { createHash, timingSafeEqual } from "node:crypto";
import type { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../lib/http-error";

const sameSecret = (a: string, b: string) => timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

/**
 * Spec 01 §1: the site gate. True when the password was checked and is right (the session records
 * it); false when there is no gate. A wrong password is 401 and counts against the client (429 after
 * too many).
 */
export function passGate(gatePassword: string | undefined, attempt: { password: string; client: string }, limiter: AttemptLimiter) {
  if (!gatePassword) return false;
  limiter.assertAllowed(attempt.client);
  if (!sameSecret(attempt.password, gatePassword)) {
    limiter.recordFailure(attempt.client);
    throw new HttpError(401, "Invalid password", "INVALID_PASSWORD");
  }
  return true;
}
