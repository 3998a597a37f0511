import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managedUserSchema, type UserRole } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";
import { usersQueryOptions } from "./get-users";

export const changeRole = endpoint("PATCH", "/api/users/:id/role", managedUserSchema);

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: UserRole }) => callEndpoint(changeRole, { params: { id }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
