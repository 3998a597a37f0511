import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** What the audit log records (contract/audit-log.ts lists the same names). */
export type AuditAction =
  | "auth.sign_in"
  | "auth.sign_out"
  | "auth.password_changed"
  | "user.invited"
  | "user.created"
  | "user.invite_accepted"
  | "user.role_changed"
  | "user.disabled"
  | "user.enabled"
  | "session.ended";

/** Who acted and from where: the signed-in user (or the one signing in) and the request's client. */
export interface AuditActor {
  id: number | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The audit log's one writer. Call it with the transaction of the action it records,
 * so the entry exists exactly when the action happened. `details` holds names and
 * values such as roles, never a password, token or cookie.
 */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  entry: { action: AuditAction; target?: { id: number; email: string } | null; details?: Record<string, string | number | boolean | null> },
) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    ip: actor.ip?.slice(0, 100) ?? null,
    userAgent: actor.userAgent?.slice(0, 300) ?? null,
    details: entry.details ?? null,
  });
}
