import { useMutation } from "@tanstack/react-query";
import { authUrlSchema } from "@contract/social";
import { callEndpoint, endpoint } from "@web/lib/api";
import type { OauthProvider } from "./get-oauth-status";

/** The provider's sign-in page for the popup; one route per provider, the same answer. */
export const getLinkedinAuthUrl = endpoint("GET", "/api/linkedin/auth-url", authUrlSchema);
export const getFacebookAuthUrl = endpoint("GET", "/api/facebook/auth-url", authUrlSchema);

/** Read when the user clicks Connect (a fresh state each time), so it is a mutation, not a cached query. */
export function useOauthAuthUrl(provider: OauthProvider) {
  return useMutation({ mutationFn: () => callEndpoint(provider === "linkedin" ? getLinkedinAuthUrl : getFacebookAuthUrl) });
}
