import { queryOptions, useQuery } from "@tanstack/react-query";
import { codeQualityResponseSchema } from "@contract/companies";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The company's latest code quality report, or null. */
export const getCompanyCodeQuality = endpoint("GET", "/api/companies/:id/code-quality", codeQualityResponseSchema);

export const companyCodeQualityQueryOptions = (companyId: number) => queryOptions(endpointQuery(getCompanyCodeQuality, { params: { id: companyId } }));
export const useCompanyCodeQuality = (companyId: number) => useQuery(companyCodeQualityQueryOptions(companyId));
