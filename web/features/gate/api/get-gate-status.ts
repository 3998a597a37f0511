import { queryOptions, useQuery } from "@tanstack/react-query";
import { gateStatusSchema } from "@contract/auth";
import { fetchParsed } from "@web/lib/api";

export const gateStatusQueryKey = ["/api/auth/gate"] as const;

/** GET /api/auth/gate: whether the site gate is on and passed in this session. */
export function gateStatusQueryOptions() {
  return queryOptions({
    queryKey: gateStatusQueryKey,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, gateStatusSchema, signal),
  });
}

export function useGateStatus() {
  return useQuery(gateStatusQueryOptions());
}
