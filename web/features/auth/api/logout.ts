import { useMutation, useQueryClient } from "@tanstack/react-query";
import { okSchema } from "@contract/common";
import { apiRequest, endpoint, endpointUrl } from "@web/lib/api";
import { authStatusQueryOptions, SIGNED_OUT } from "./get-auth-status";

/** → { ok }. Any ok answer counts: the body is not read. */
export const logout = endpoint("POST", "/api/auth/logout", okSchema);

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
    mutationFn: async () => {
      await apiRequest(logout.method, endpointUrl(logout));
    },
    onSettled: (_data, error) => {
      onSignedOut?.(!error);
      queryClient.removeQueries();
      queryClient.setQueryData(queryKey, SIGNED_OUT);
    },
  });
}
