import { queryOptions, useQuery } from "@tanstack/react-query";
import { outreachResponseSchema, type TargetType } from "@contract/marketing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The stored outreach templates for one kind of target (decision 043). */
export const getOutreach = endpoint("GET", "/api/marketing/outreach", outreachResponseSchema);

/** Without a target type: the key of every target type's answer. */
export const outreachQueryOptions = (targetType?: TargetType) => queryOptions(endpointQuery(getOutreach, { query: { targetType } }));
export const useOutreach = (targetType: TargetType) => useQuery(outreachQueryOptions(targetType));
