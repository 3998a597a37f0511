import { queryOptions, useQuery } from "@tanstack/react-query";
import { aiStatusSchema } from "@contract/ai";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getAiStatus = endpoint("GET", "/api/ai/status", aiStatusSchema);

/** The model the agent answers with, or "Offline engine"; fresh for a minute. */
export const aiStatusQueryOptions = (agentId: number | null) =>
  queryOptions({ ...endpointQuery(getAiStatus, { query: { agentId } }), staleTime: 60_000 });
export const useAiStatus = (agentId: number | null) => useQuery(aiStatusQueryOptions(agentId));
