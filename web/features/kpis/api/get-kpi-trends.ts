import { queryOptions, useQuery } from "@tanstack/react-query";
import { kpiTrendsSchema } from "@contract/kpis";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getKpiTrends = endpoint("GET", "/api/dashboard/kpis/trends", kpiTrendsSchema);

/** Read with the KPIs, every 30 s like them (spec 02 §7). */
export const kpiTrendsQueryOptions = () => queryOptions({ ...endpointQuery(getKpiTrends), refetchInterval: 30_000 });
export const useKpiTrends = () => useQuery(kpiTrendsQueryOptions());
