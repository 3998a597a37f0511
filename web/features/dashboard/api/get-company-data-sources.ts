import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { dataSourceSchema } from "@contract/companies";
import { fetchParsed } from "@web/lib/api";

export function companyDataSourcesQueryKey(companyId: number) {
  return ["/api/companies", companyId, "data-sources"] as const;
}

/** GET /api/companies/:id/data-sources → DataSource[]. */
export function companyDataSourcesQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyDataSourcesQueryKey(companyId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(dataSourceSchema), signal),
  });
}

export function useCompanyDataSources(companyId: number) {
  return useQuery(companyDataSourcesQueryOptions(companyId));
}
