import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authStatusQueryOptions, SIGNED_OUT } from "./get-auth-status";

/** POST /api/auth/logout → { ok }. Any ok answer counts (the body is not needed). */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}

/**
 * Whatever the answer, the query cache is cleared and the user marked signed out
 * (spec 01 §4). `onSignedOut` runs first, told whether the call succeeded; the
 * callbacks live here rather than on mutate() so they run even if the caller unmounts.
 * removeQueries, not clear(): clear() would also drop this mutation's own record.
 */
export function useLogout({ onSignedOut }: { onSignedOut?: (ok: boolean) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = authStatusQueryOptions();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      onSignedOut?.(!error);
      queryClient.removeQueries();
      queryClient.setQueryData(queryKey, SIGNED_OUT);
    },
  });
}
