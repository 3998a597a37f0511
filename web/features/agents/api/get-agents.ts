import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentListSchema } from "@contract/agents";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getAgents = endpoint("GET", "/api/agents", agentListSchema);

export const agentsQueryOptions = () => queryOptions(endpointQuery(getAgents));
export const useAgents = () => useQuery(agentsQueryOptions());
