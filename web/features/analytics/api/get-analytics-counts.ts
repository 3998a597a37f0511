import { queryOptions, useQuery } from "@tanstack/react-query";
import { analyticsCountsSchema } from "@contract/analytics";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The landing page's events counted: all time and the last 7 days. */
export const getAnalyticsCounts = endpoint("GET", "/api/analytics/counts", analyticsCountsSchema);

export const analyticsCountsQueryOptions = () => queryOptions(endpointQuery(getAnalyticsCounts));
export const useAnalyticsCounts = () => useQuery(analyticsCountsQueryOptions());
