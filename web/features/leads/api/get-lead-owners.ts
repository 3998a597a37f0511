import { queryOptions, useQuery } from "@tanstack/react-query";
import { leadOwnerOptionsSchema } from "@contract/leads";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/leads/owners: the operators and agents a lead can be assigned to. */
export const getLeadOwners = endpoint("GET", "/api/leads/owners", leadOwnerOptionsSchema);

export const useLeadOwners = () => useQuery({ ...queryOptions(endpointQuery(getLeadOwners)), staleTime: 60_000 });
