import { queryOptions, useQuery } from "@tanstack/react-query";
import { authStatusSchema, type AuthStatus } from "@contract/auth";
import { endpoint, endpointKey, endpointUrl, getJson } from "@web/lib/api";

export const getAuthStatus = endpoint("GET", "/api/auth/status", authStatusSchema);

export const AUTH_STATUS_STALE_TIME_MS = 5 * 60 * 1000;
export const SIGNED_OUT: AuthStatus = { authenticated: false, user: null };

/** GET /api/auth/status: cached 5 minutes, no retry, a 401 reads as signed out. */
export function authStatusQueryOptions() {
  return queryOptions({
    queryKey: endpointKey(getAuthStatus),
    queryFn: async ({ signal }): Promise<AuthStatus> => {
      const body = await getJson(endpointUrl(getAuthStatus), { on401: "returnNull", signal });
      return body === null ? SIGNED_OUT : getAuthStatus.response.parse(body);
    },
    staleTime: AUTH_STATUS_STALE_TIME_MS,
    retry: false,
  });
}

export function useAuthStatus() {
  const query = useQuery(authStatusQueryOptions());
  const user = query.data?.authenticated ? query.data.user : null;
  return {
    ...query,
    user,
    isAuthenticated: !!query.data?.authenticated,
  };
}
