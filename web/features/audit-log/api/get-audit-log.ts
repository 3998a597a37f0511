import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { auditLogPageSchema } from "@contract/audit-log";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins: the audit log, newest first, a page at a time. */
export const getAuditLog = endpoint("GET", "/api/audit-log", auditLogPageSchema);

export const auditLogQueryOptions = (page: number, pageSize: number) =>
  queryOptions({ ...endpointQuery(getAuditLog, { query: { page, pageSize } }), staleTime: 0 });
export const useAuditLog = (page: number, pageSize: number) => useQuery({ ...auditLogQueryOptions(page, pageSize), placeholderData: keepPreviousData });
