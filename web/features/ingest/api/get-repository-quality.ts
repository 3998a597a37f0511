import { queryOptions, useQuery } from "@tanstack/react-query";
import { repositoryQualityListSchema } from "@contract/ingest";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The latest code-quality report per repository, with the previous coverage for the trend. */
export const getRepositoryQuality = endpoint("GET", "/api/code-quality/repositories", repositoryQualityListSchema);

export const repositoryQualityQueryOptions = () => queryOptions(endpointQuery(getRepositoryQuality));
export const useRepositoryQuality = () => useQuery(repositoryQualityQueryOptions());
