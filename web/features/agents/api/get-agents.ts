import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { agentSchema } from "@contract/agents";
import { fetchParsed } from "@web/lib/api";

export const agentsQueryKey = ["/api/agents"] as const;

/** GET /api/agents → Agent[]. */
export function agentsQueryOptions() {
  return queryOptions({
    queryKey: agentsQueryKey,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(agentSchema), signal),
  });
}

export function useAgents() {
  return useQuery(agentsQueryOptions());
}
