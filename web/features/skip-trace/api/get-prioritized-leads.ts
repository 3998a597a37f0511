import { queryOptions, useQuery } from "@tanstack/react-query";
import { prioritizedLeadsSchema } from "@contract/skip-trace";
import { callEndpoint, endpoint } from "@web/lib/api";

export const getPrioritizedLeads = endpoint("GET", "/api/skip-trace/prioritized-leads", prioritizedLeadsSchema);

/** Spec 02 §7: every 60 s. */
export const prioritizedLeadsQueryOptions = () =>
  queryOptions({
    queryKey: [getPrioritizedLeads.path] as const,
    queryFn: ({ signal }) => callEndpoint(getPrioritizedLeads, { signal }),
    refetchInterval: 60_000,
  });
export const usePrioritizedLeads = () => useQuery(prioritizedLeadsQueryOptions());
