import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyListSchema } from "@contract/companies";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getCompanies = endpoint("GET", "/api/companies", companyListSchema);

export const companiesQueryOptions = () => queryOptions(endpointQuery(getCompanies));
export const useCompanies = () => useQuery(companiesQueryOptions());
