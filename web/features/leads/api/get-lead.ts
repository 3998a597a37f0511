import { queryOptions, useQuery } from "@tanstack/react-query";
import { leadDetailSchema } from "@contract/leads";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/leads/:id: the lead, its timeline, consent and evidence. */
export const getLead = endpoint("GET", "/api/leads/:id", leadDetailSchema);

export const leadQueryOptions = (id: number) => queryOptions(endpointQuery(getLead, { params: { id } }));
export const useLead = (id: number) => useQuery(leadQueryOptions(id));
