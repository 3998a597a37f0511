import { queryOptions, useQuery } from "@tanstack/react-query";
import { gateStatusSchema } from "@contract/auth";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Whether the site gate is on and passed in this session. */
export const getGateStatus = endpoint("GET", "/api/auth/gate", gateStatusSchema);

export const gateStatusQueryOptions = () => queryOptions(endpointQuery(getGateStatus));
export const useGateStatus = () => useQuery(gateStatusQueryOptions());
