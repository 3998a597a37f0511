import { queryOptions, useQuery } from "@tanstack/react-query";
import { seoContentResponseSchema } from "@contract/marketing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The stored SEO pages (decision 043). */
export const getSeoContent = endpoint("GET", "/api/marketing/seo-content", seoContentResponseSchema);

export const seoContentQueryOptions = () => queryOptions(endpointQuery(getSeoContent));
export const useSeoContent = () => useQuery(seoContentQueryOptions());
