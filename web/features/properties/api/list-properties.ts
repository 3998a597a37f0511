import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { propertyListSchema } from "@contract/properties";
import { endpoint, endpointQuery } from "@web/lib/api";

export const listProperties = endpoint("GET", "/api/properties", propertyListSchema);

export const usePropertyList = (query: { q?: string; page?: number }) =>
  useQuery({ ...queryOptions(endpointQuery(listProperties, { query })), placeholderData: keepPreviousData });
