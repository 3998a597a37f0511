import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { propertyListSchema, type PropertyListQuery } from "@contract/properties";
import { endpoint, endpointQuery } from "@web/lib/api";

export const listProperties = endpoint("GET", "/api/properties", propertyListSchema);

/** GET /api/properties: searched, one keyset page (decision 094). */
export const usePropertyList = (query: PropertyListQuery) =>
  useQuery({ ...queryOptions(endpointQuery(listProperties, { query })), placeholderData: keepPreviousData });
