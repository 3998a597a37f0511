import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { companySchema } from "@contract/companies";
import { fetchParsed } from "@web/lib/api";

export const companiesQueryKey = ["/api/companies"] as const;

/** GET /api/companies → Company[]. */
export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(companySchema), signal),
  });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
