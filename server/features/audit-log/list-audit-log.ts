import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

/** One page of the audit log, newest first, with the total number of entries. */
export async function listAuditLog(db: Db, page: number, pageSize: number) {
  const [entries, [{ total }]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries, page, pageSize, total };
}
