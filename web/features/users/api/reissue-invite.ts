import { useMutation, useQueryClient } from "@tanstack/react-query";
import { inviteResponseSchema } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";
import { usersQueryOptions } from "./get-users";

/** A new invitation link for someone who has not accepted theirs (the old one stops working). */
export const reissueInvite = endpoint("POST", "/api/users/:id/invite", inviteResponseSchema);

export function useReissueInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(reissueInvite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
