import { queryOptions, useQuery } from "@tanstack/react-query";
import { hailDataStatusSchema } from "@contract/hail-risk";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins only: the stored hail reports and the last import. */
export const getHailDataStatus = endpoint("GET", "/api/hail-reports/status", hailDataStatusSchema);

export const hailDataStatusQueryOptions = () => queryOptions(endpointQuery(getHailDataStatus));
export const useHailDataStatus = () => useQuery(hailDataStatusQueryOptions());
