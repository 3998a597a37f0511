import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { authConfigSchema, type AuthConfig } from "@contract/auth";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getAuthConfig = endpoint("GET", "/api/auth/config", authConfigSchema);

/** Before the answer arrives: Google off, email and password on (spec 01 §7). */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  googleAuthEnabled: false,
  emailPasswordEnabled: true,
  demoCredentials: null,
};

export const authConfigQueryOptions = () => queryOptions(endpointQuery(getAuthConfig));

/** The sign-in options; a failed load is only logged and the defaults stay. */
export function useAuthConfig(): AuthConfig {
  const query = useQuery(authConfigQueryOptions());
  useEffect(() => {
    if (query.error) console.error("Failed to load auth config", query.error);
  }, [query.error]);
  return query.data ?? DEFAULT_AUTH_CONFIG;
}
