import { queryOptions, useQuery } from "@tanstack/react-query";
import { landingRequestListSchema } from "@contract/landing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The team's view of the landing page's assessment requests (consent and hail evidence). */
export const getLandingRequests = endpoint("GET", "/api/landing/requests", landingRequestListSchema);

export const landingRequestsQueryOptions = () => queryOptions(endpointQuery(getLandingRequests));
export const useLandingRequests = () => useQuery(landingRequestsQueryOptions());
