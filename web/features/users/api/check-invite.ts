import { useQuery } from "@tanstack/react-query";
import { invitationSchema } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";

/** The invitation a link's token opens (POST: the token stays out of URLs). */
export const checkInvite = endpoint("POST", "/api/invites/check", invitationSchema);

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ["/api/invites/check", token],
    queryFn: () => callEndpoint(checkInvite, { body: { token } }),
    enabled: token.length > 0,
  });
}
