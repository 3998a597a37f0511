import { queryOptions, useQuery } from "@tanstack/react-query";
import { leadGenOverviewSchema } from "@contract/lead-generation";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getLeadGenerationOverview = endpoint("GET", "/api/lead-generation/overview", leadGenOverviewSchema);

/** Every 60 s. */
export const leadGenerationOverviewQueryOptions = () => queryOptions({ ...endpointQuery(getLeadGenerationOverview), refetchInterval: 60_000 });
export const useLeadGenerationOverview = () => useQuery(leadGenerationOverviewQueryOptions());
