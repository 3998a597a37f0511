import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loginResponseSchema, type LoginRequest, type PublicUser } from "@contract/auth";
import { apiJson } from "@web/lib/api";
import { authStatusQueryOptions } from "./get-auth-status";

/** POST /api/auth/login { email, password } → { ok, user } or 4xx { message }. */
export function login(credentials: LoginRequest) {
  return apiJson("POST", "/api/auth/login", loginResponseSchema, credentials);
}

/**
 * On success `onSignedIn` runs first (it navigates away, so a guarded screen showing
 * the sign-in form does not flash its content), then the status is set and refetched.
 */
export function useLogin({ onSignedIn }: { onSignedIn?: (user: PublicUser) => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = authStatusQueryOptions();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      onSignedIn?.(user);
      queryClient.setQueryData(queryKey, { authenticated: true, user });
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
