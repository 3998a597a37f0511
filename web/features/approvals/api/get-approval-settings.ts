import { queryOptions, useQuery } from "@tanstack/react-query";
import { approvalSettingsSchema } from "@contract/outbox";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getApprovalSettings = endpoint("GET", "/api/approvals/settings", approvalSettingsSchema);
export const approvalSettingsQueryOptions = () => queryOptions(endpointQuery(getApprovalSettings));
export const useApprovalSettings = () => useQuery(approvalSettingsQueryOptions());
