import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { metricSchema } from "@contract/companies";
import { fetchParsed } from "@web/lib/api";

export function companyMetricsQueryKey(companyId: number) {
  return ["/api/companies", companyId, "metrics"] as const;
}

/** GET /api/companies/:id/metrics → Metric[]. */
export function companyMetricsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyMetricsQueryKey(companyId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(metricSchema), signal),
  });
}

export function useCompanyMetrics(companyId: number) {
  return useQuery(companyMetricsQueryOptions(companyId));
}
