import { queryOptions, useQuery } from "@tanstack/react-query";
import { campaignFiguresListSchema } from "@contract/outbox";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getApprovalCampaigns = endpoint("GET", "/api/approvals/campaigns", campaignFiguresListSchema);
export const approvalCampaignsQueryOptions = () => queryOptions(endpointQuery(getApprovalCampaigns));

/** Storm campaigns with their figures (drafted, approved, sent, replied, converted). */
export function useApprovalCampaigns() {
  return useQuery({ ...approvalCampaignsQueryOptions(), refetchInterval: 5_000 });
}
