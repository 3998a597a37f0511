import { queryOptions, useQuery } from "@tanstack/react-query";
import { marketingStatusSchema } from "@contract/marketing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Whether a model writes the content, and which. */
export const getMarketingStatus = endpoint("GET", "/api/marketing/status", marketingStatusSchema);

export const marketingStatusQueryOptions = () => queryOptions(endpointQuery(getMarketingStatus));
export const useMarketingStatus = () => useQuery(marketingStatusQueryOptions());
