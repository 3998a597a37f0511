import { queryOptions, useQuery } from "@tanstack/react-query";
import { actionItemListSchema } from "@contract/health";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The CTO's action items, computed from the configuration. */
export const getActionItems = endpoint("GET", "/api/health/action-items", actionItemListSchema);

export const actionItemsQueryOptions = () => queryOptions(endpointQuery(getActionItems));
export const useActionItems = () => useQuery(actionItemsQueryOptions());
