import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { leadListSchema, type LeadListQuery } from "@contract/leads";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/leads: filtered, searched, one page. */
export const listLeads = endpoint("GET", "/api/leads", leadListSchema);

export const leadListQueryOptions = (query: LeadListQuery) => queryOptions({ ...endpointQuery(listLeads, { query }), placeholderData: keepPreviousData });
export const useLeadList = (query: LeadListQuery) => useQuery(leadListQueryOptions(query));
