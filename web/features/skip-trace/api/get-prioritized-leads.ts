import { queryOptions, useQuery } from "@tanstack/react-query";
import { prioritizedLeadsSchema } from "@contract/skip-trace";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getPrioritizedLeads = endpoint("GET", "/api/skip-trace/prioritized-leads", prioritizedLeadsSchema);

/** Spec 02 §7: every 60 s. */
export const prioritizedLeadsQueryOptions = () => queryOptions({ ...endpointQuery(getPrioritizedLeads), refetchInterval: 60_000 });
export const usePrioritizedLeads = () => useQuery(prioritizedLeadsQueryOptions());
