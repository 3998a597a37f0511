import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { stormMapSchema } from "@contract/storm-map";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/storms/map?bbox&zoom&period: what is in the view, points or bins (issue 20). */
export const getStormMap = endpoint("GET", "/api/storms/map", stormMapSchema);

export const stormMapQueryOptions = (query: { bbox: string; zoom: number; period: string }) => queryOptions(endpointQuery(getStormMap, { query }));
export const useStormMap = (query: { bbox: string; zoom: number; period: string } | null) =>
  useQuery({ ...stormMapQueryOptions(query ?? { bbox: "", zoom: 0, period: "" }), enabled: query != null, placeholderData: keepPreviousData });
