import { queryOptions, useQuery } from "@tanstack/react-query";
import { systemHealthSchema } from "@contract/health";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The health model: the latest stored sample and the last 24 hours (decision 050). */
export const getSystemHealth = endpoint("GET", "/api/health/system", systemHealthSchema);

export const systemHealthQueryOptions = () => queryOptions(endpointQuery(getSystemHealth));
/** Read again every minute (the sampling period). */
export const useSystemHealth = () => useQuery({ ...systemHealthQueryOptions(), refetchInterval: 60_000 });
