import { queryOptions, useQuery } from "@tanstack/react-query";
import { propertyDetailSchema } from "@contract/properties";
import { endpoint, endpointQuery } from "@web/lib/api";

/** GET /api/properties/:id: the property and its storm history. */
export const getProperty = endpoint("GET", "/api/properties/:id", propertyDetailSchema);

export const useProperty = (id: number) => useQuery(queryOptions(endpointQuery(getProperty, { params: { id } })));
