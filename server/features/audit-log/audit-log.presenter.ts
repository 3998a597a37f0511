import type { AuditEntry } from "../../../contract/audit-log";
import type { auditLog } from "../../db/schema";

export function presentAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetUserId: row.targetUserId,
    targetEmail: row.targetEmail,
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details ?? null,
  };
}
