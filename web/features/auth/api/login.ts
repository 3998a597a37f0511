import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginResponseSchema, type LoginRequest, type PublicUser } from "@contract/auth";
import { callEndpoint, endpoint } from "@web/lib/api";
import { authStatusQueryOptions } from "./get-auth-status";

/** { email, password } → { ok, user } or 4xx { message }. */
export const login = endpoint("POST", "/api/auth/login", loginResponseSchema);

/**
 * On success `onSignedIn` runs first (it navigates away, so a guarded screen showing
 * the sign-in form does not flash its content), then the status is set and refetched.
 */
export function useLogin({ onSignedIn }: { onSignedIn?: (user: PublicUser) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = authStatusQueryOptions();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => callEndpoint(login, { body: credentials }),
    onSuccess: async ({ user }) => {
      onSignedIn?.(user);
      queryClient.setQueryData(queryKey, { authenticated: true, user });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
