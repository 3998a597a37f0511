import { queryOptions, useQuery } from "@tanstack/react-query";
import { leadResponseMetricsSchema } from "@contract/performance";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getLeadResponseMetrics = endpoint("GET", "/api/performance/lead-response", leadResponseMetricsSchema);

/** Spec 02 §7: every 30 s. */
export const leadResponseMetricsQueryOptions = () => queryOptions({ ...endpointQuery(getLeadResponseMetrics), refetchInterval: 30_000 });
export const useLeadResponseMetrics = () => useQuery(leadResponseMetricsQueryOptions());
