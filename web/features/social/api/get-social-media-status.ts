import { queryOptions, useQuery } from "@tanstack/react-query";
import { socialStatusSchema } from "@contract/social";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getSocialMediaStatus = endpoint("GET", "/api/social-media/status", socialStatusSchema);

/** Every 60 s. */
export const socialMediaStatusQueryOptions = () => queryOptions({ ...endpointQuery(getSocialMediaStatus), refetchInterval: 60_000 });
export const useSocialMediaStatus = () => useQuery(socialMediaStatusQueryOptions());
