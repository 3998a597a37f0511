import { queryOptions, useQuery } from "@tanstack/react-query";
import { codeQualityResponseSchema } from "@contract/companies";
import { fetchParsed } from "@web/lib/api";

export function companyCodeQualityQueryKey(companyId: number) {
  return ["/api/companies", companyId, "code-quality"] as const;
}

/** GET /api/companies/:id/code-quality → the latest CodeQuality report, or null. */
export function companyCodeQualityQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyCodeQualityQueryKey(companyId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, codeQualityResponseSchema, signal),
  });
}

export function useCompanyCodeQuality(companyId: number) {
  return useQuery(companyCodeQualityQueryOptions(companyId));
}
