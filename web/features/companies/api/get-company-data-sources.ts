import { queryOptions, useQuery } from "@tanstack/react-query";
import { dataSourceListSchema } from "@contract/companies";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The company's data sources. */
export const getCompanyDataSources = endpoint("GET", "/api/companies/:id/data-sources", dataSourceListSchema);

export const companyDataSourcesQueryOptions = (companyId: number) => queryOptions(endpointQuery(getCompanyDataSources, { params: { id: companyId } }));
export const useCompanyDataSources = (companyId: number) => useQuery(companyDataSourcesQueryOptions(companyId));
