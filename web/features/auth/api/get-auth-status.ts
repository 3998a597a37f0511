import { queryOptions, useQuery } from "@tanstack/react-query";
import { authStatusSchema, type AuthStatus } from "@contract/auth";
import { getJson, pathFromQueryKey } from "@web/lib/api";

export const AUTH_STATUS_STALE_TIME_MS = 5 * 60 * 1000;
export const authStatusQueryKey = ["/api/auth/status"] as const;
export const SIGNED_OUT: AuthStatus = { authenticated: false, user: null };

/** GET /api/auth/status: cached 5 minutes, no retry, a 401 reads as signed out. */
export function authStatusQueryOptions() {
  return queryOptions({
    queryKey: authStatusQueryKey,
    queryFn: async ({ queryKey, signal }): Promise<AuthStatus> => {
      const body = await getJson(pathFromQueryKey(queryKey), { on401: "returnNull", signal });
      return body === null ? SIGNED_OUT : authStatusSchema.parse(body);
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
