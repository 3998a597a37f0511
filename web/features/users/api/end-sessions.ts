import { useMutation, useQueryClient } from "@tanstack/react-query";
import { endSessionsResponseSchema } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";
import { userSessionsQueryOptions } from "./get-user-sessions";
import { usersQueryOptions } from "./get-users";

export const endSession = endpoint("DELETE", "/api/users/:id/sessions/:sessionId", endSessionsResponseSchema);
export const endAllSessions = endpoint("DELETE", "/api/users/:id/sessions", endSessionsResponseSchema);

/** Ends one session (`sessionId`) or, without it, all of the user's sessions. */
export function useEndSessions(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      sessionId ? callEndpoint(endSession, { params: { id: userId, sessionId } }) : callEndpoint(endAllSessions, { params: { id: userId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userSessionsQueryOptions(userId).queryKey });
      await queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey });
    },
  });
}
