import { queryOptions, useQuery } from "@tanstack/react-query";
import { oauthStatusSchema } from "@contract/social";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The server registers one status route per provider; both answer the same shape. */
export const getLinkedinStatus = endpoint("GET", "/api/linkedin/status", oauthStatusSchema);
export const getFacebookStatus = endpoint("GET", "/api/facebook/status", oauthStatusSchema);

export type OauthProvider = "linkedin" | "facebook";

/** LinkedIn and Facebook status: stale after 30 s. */
export const oauthStatusQueryOptions = (provider: OauthProvider) =>
  queryOptions({ ...endpointQuery(provider === "linkedin" ? getLinkedinStatus : getFacebookStatus), staleTime: 30_000 });
export const useOauthStatus = (provider: OauthProvider) => useQuery(oauthStatusQueryOptions(provider));
