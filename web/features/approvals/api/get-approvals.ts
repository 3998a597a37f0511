import { queryOptions, useQuery } from "@tanstack/react-query";
import { approvalListSchema, type OutboundStatus } from "@contract/outbox";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getApprovals = endpoint("GET", "/api/approvals", approvalListSchema);

export const approvalsQueryOptions = (status?: OutboundStatus) => queryOptions(endpointQuery(getApprovals, { query: { status } }));
/** The key every variant shares: invalidating it reads every filter again. */
export const approvalsKey = () => endpointQuery(getApprovals).queryKey;

/** The queue (one status, or all), polled while the page is open: the sender works in the background. */
export function useApprovals(status?: OutboundStatus) {
  return useQuery({ ...approvalsQueryOptions(status), refetchInterval: 5_000 });
}
