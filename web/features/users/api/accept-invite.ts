import { useMutation } from "@tanstack/react-query";
import { acceptInviteResponseSchema, type AcceptInviteRequest } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";

export const acceptInvite = endpoint("POST", "/api/invites/accept", acceptInviteResponseSchema);

export const useAcceptInvite = () => useMutation({ mutationFn: (body: AcceptInviteRequest) => callEndpoint(acceptInvite, { body }) });
