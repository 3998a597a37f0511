import { queryOptions, useQuery } from "@tanstack/react-query";
import { ariaStatusSchema } from "@contract/aria";
import { callEndpoint, endpoint, endpointKey } from "@web/lib/api";

export const getAriaStatus = endpoint("GET", "/api/aria/status", ariaStatusSchema);

/** Read on load and again on a language change (spec 02 §7): the language is part of the key, not of the request. */
export const ariaStatusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...endpointKey(getAriaStatus), language],
    queryFn: ({ signal }) => callEndpoint(getAriaStatus, { signal }),
    retry: false,
  });
export const useAriaStatus = (language: string) => useQuery(ariaStatusQueryOptions(language));
