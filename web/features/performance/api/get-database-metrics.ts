import { queryOptions, useQuery } from "@tanstack/react-query";
import { databaseMetricsSchema } from "@contract/performance";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getDatabaseMetrics = endpoint("GET", "/api/performance/database", databaseMetricsSchema);

/** Spec 02 §7: every 60 s. */
export const databaseMetricsQueryOptions = () => queryOptions({ ...endpointQuery(getDatabaseMetrics), refetchInterval: 60_000 });
export const useDatabaseMetrics = () => useQuery(databaseMetricsQueryOptions());
