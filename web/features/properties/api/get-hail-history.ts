import { queryOptions, useQuery } from "@tanstack/react-query";
import { hailHistorySchema } from "@contract/hail-history";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/properties/:id/hail-history?radiusMiles&years: every NOAA report around the property (issue 20). */
export const getPropertyHailHistory = endpoint("GET", "/api/properties/:id/hail-history", hailHistorySchema);

export const usePropertyHailHistory = (id: number, query: { radiusMiles: number; years: number }) =>
  useQuery(queryOptions(endpointQuery(getPropertyHailHistory, { params: { id }, query })));
