import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userInvites, users } from "../../db/schema";
import type { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../lib/http-error";
import { inviteTokenHash } from "./digest";

export const INVITE_INVALID = "This invitation link is invalid or has expired. Ask an administrator for a new one.";

/** The open invitation a token belongs to; unknown, used or expired tokens count against the client (429 after too many). */
export async function findInvite(db: Db, token: string, throttle: { limiter: AttemptLimiter; client: string }) {
  throttle.limiter.assertAllowed(throttle.client);
  const [row] = await db
    .select({ inviteId: userInvites.id, expiresAt: userInvites.expiresAt, userId: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(userInvites)
    .innerJoin(users, eq(users.id, userInvites.userId))
    .where(and(eq(userInvites.tokenHash, inviteTokenHash(token)), isNull(userInvites.acceptedAt), gt(userInvites.expiresAt, sql`now()`)));
  if (!row || row.status !== "invited") {
    throttle.limiter.recordFailure(throttle.client);
    throw new HttpError(404, INVITE_INVALID, "INVITE_INVALID");
  }
  return row;
}
