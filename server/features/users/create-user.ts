import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateUserInput } from "../../../contract/users";
import { recordAudit, type AuditActor } from "../../domain/audit";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { generatePassword, hashPassword } from "../../lib/password";
import { HttpError } from "../../lib/http-error";
import { createInvite, inviteUrl } from "./create-invite";
import { findManagedUser } from "./find-users";

/**
 * Adds a user: invited (status "invited", an unusable password, a one-time link to choose
 * one) or active with a generated password. The link or password is returned once and
 * stored only as a hash. The row, the invitation and the audit entry commit together.
 */
export async function createUser(db: Db, by: AuditActor, input: CreateUserInput, origin: string) {
  const email = input.email.trim().toLowerCase();
  const password = input.method === "password" ? generatePassword() : null;
  const hash = await hashPassword(password ?? randomBytes(32).toString("hex"));
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) throw new HttpError(409, "A user with this email address already exists", "EMAIL_TAKEN");
    const [user] = await tx
      .insert(users)
      .values({ email, password: hash, firstName: input.firstName, lastName: input.lastName, role: input.role, status: password ? "active" : "invited" })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!user) throw new HttpError(409, "A user with this email address already exists", "EMAIL_TAKEN");
    const invite = password ? null : await createInvite(tx, user.id, by.id);
    await recordAudit(tx, by, {
      action: password ? "user.created" : "user.invited",
      target: user,
      details: { role: input.role, method: input.method },
    });
    return { userId: user.id, invite };
  });
  return {
    user: await findManagedUser(db, result.userId),
    inviteUrl: result.invite ? inviteUrl(origin, result.invite.token) : null,
    inviteExpiresAt: result.invite?.expiresAt ?? null,
    password,
  };
}
