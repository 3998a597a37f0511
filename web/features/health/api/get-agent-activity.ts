import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentActivityListSchema } from "@contract/health";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Each agent's state from its last task or model reply. */
export const getAgentActivity = endpoint("GET", "/api/health/agents", agentActivityListSchema);

export const agentActivityQueryOptions = () => queryOptions(endpointQuery(getAgentActivity));
export const useAgentActivity = () => useQuery({ ...agentActivityQueryOptions(), refetchInterval: 60_000 });
