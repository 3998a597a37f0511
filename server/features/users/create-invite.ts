import { sql } from "drizzle-orm";
import { INVITE_TTL_HOURS } from "../../../contract/users";
import type { Db } from "../../db/client";
import { userInvites } from "../../db/schema";
import { inviteTokenHash, newInviteToken } from "./digest";

/** A new one-time invitation for the user (in `tx`); returns the token, which is stored only as a hash. */
export async function createInvite(tx: Db, userId: number, createdBy: number | null) {
  const token = newInviteToken();
  // Earlier open links stop working: only the newest one is valid.
  await tx.update(userInvites).set({ expiresAt: sql`now()` }).where(sql`${userInvites.userId} = ${userId} and ${userInvites.acceptedAt} is null and ${userInvites.expiresAt} > now()`);
  const [row] = await tx
    .insert(userInvites)
    .values({ userId, tokenHash: inviteTokenHash(token), createdBy, expiresAt: sql`now() + make_interval(hours => ${INVITE_TTL_HOURS})` })
    .returning({ expiresAt: userInvites.expiresAt });
  return { token, expiresAt: row.expiresAt };
}

export const inviteUrl = (origin: string, token: string) => `${origin}/invite#${token}`;
