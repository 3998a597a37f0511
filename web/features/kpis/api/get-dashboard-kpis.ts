import { queryOptions, useQuery } from "@tanstack/react-query";
import { dashboardKpisSchema } from "@contract/kpis";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getDashboardKpis = endpoint("GET", "/api/dashboard/kpis", dashboardKpisSchema);

/** Spec 02 §7: every 30 s. */
export const dashboardKpisQueryOptions = () => queryOptions({ ...endpointQuery(getDashboardKpis), refetchInterval: 30_000 });
export const useDashboardKpis = () => useQuery(dashboardKpisQueryOptions());
