import { AuditLogTable } from "@web/features/audit-log/components/audit-log-table";
import { AdminPage } from "../admin-page";

/** /admin/audit-log: the audit log for admins (issue 13). */
export default function AdminAuditLogRoute() {
  return <AdminPage>{() => <AuditLogTable />}</AdminPage>;
}
