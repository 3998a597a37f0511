import { queryOptions, useQuery } from "@tanstack/react-query";
import { deploymentListSchema } from "@contract/companies";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The company's deployments. */
export const getCompanyDeployments = endpoint("GET", "/api/companies/:id/deployments", deploymentListSchema);

export const companyDeploymentsQueryOptions = (companyId: number) => queryOptions(endpointQuery(getCompanyDeployments, { params: { id: companyId } }));
export const useCompanyDeployments = (companyId: number) => useQuery(companyDeploymentsQueryOptions(companyId));
