import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { deploymentSchema } from "@contract/companies";
import { fetchParsed } from "@web/lib/api";

export function companyDeploymentsQueryKey(companyId: number) {
  return ["/api/companies", companyId, "deployments"] as const;
}

/** GET /api/companies/:id/deployments → Deployment[]. */
export function companyDeploymentsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyDeploymentsQueryKey(companyId),
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(deploymentSchema), signal),
  });
}

export function useCompanyDeployments(companyId: number) {
  return useQuery(companyDeploymentsQueryOptions(companyId));
}
