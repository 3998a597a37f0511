import { queryOptions, useQuery } from "@tanstack/react-query";
import { metricListSchema } from "@contract/companies";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The company's system health metrics. */
export const getCompanyMetrics = endpoint("GET", "/api/companies/:id/metrics", metricListSchema);

export const companyMetricsQueryOptions = (companyId: number) => queryOptions(endpointQuery(getCompanyMetrics, { params: { id: companyId } }));
export const useCompanyMetrics = (companyId: number) => useQuery(companyMetricsQueryOptions(companyId));
