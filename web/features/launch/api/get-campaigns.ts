import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { campaignListSchema } from "@contract/launch";
import { endpoint, endpointQuery } from "@web/lib/api";
import { launchStatusQueryOptions } from "./get-launch-status";

export const getCampaigns = endpoint("GET", "/api/launch/campaigns", campaignListSchema);

export const campaignsQueryOptions = () => queryOptions(endpointQuery(getCampaigns));

/** The campaigns, read again whenever the polled status shows the latest campaign in a new state (e.g. a launch finished). */
export function useCampaigns() {
  const qc = useQueryClient();
  const latest = useQuery({ ...launchStatusQueryOptions(), select: (s) => (s.latest ? `${s.latest.id}:${s.latest.status}` : "") }).data;
  const seen = useRef(latest);
  useEffect(() => {
    if (seen.current !== undefined && latest !== seen.current) void qc.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey });
    seen.current = latest;
  }, [latest, qc]);
  return useQuery(campaignsQueryOptions());
}
