import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createUserResponseSchema, type CreateUserRequest } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";
import { usersQueryOptions } from "./get-users";

/** → 201 { user, inviteUrl | password } (shown once). */
export const createUser = endpoint("POST", "/api/users", createUserResponseSchema);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => callEndpoint(createUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
