import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentUsageSchema } from "@contract/ai";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getAgentUsage = endpoint("GET", "/api/agents/:id/usage", agentUsageSchema);

/** The agent's token usage per UTC day over the last 7 days: chat replies and task runs. */
export const agentUsageQueryOptions = (agentId: number) => queryOptions(endpointQuery(getAgentUsage, { params: { id: agentId }, query: { days: 7 } }));
export const useAgentUsage = (agentId: number) => useQuery(agentUsageQueryOptions(agentId));
