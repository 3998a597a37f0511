import { queryOptions, useQuery } from "@tanstack/react-query";
import { skipTraceMetricsSchema } from "@contract/skip-trace";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getSkipTraceMetrics = endpoint("GET", "/api/skip-trace/metrics", skipTraceMetricsSchema);

export const skipTraceMetricsQueryOptions = () => queryOptions(endpointQuery(getSkipTraceMetrics));

/** Polled: every 30 s in the agents hub (spec 02 §7), every 60 s on the admin dashboards (spec 03 §7). */
export const useSkipTraceMetrics = (refetchInterval: 30_000 | 60_000) => useQuery({ ...skipTraceMetricsQueryOptions(), refetchInterval });
