import { useMutation, useQueryClient } from "@tanstack/react-query";
import { managedUserSchema } from "@contract/users";
import { callEndpoint, endpoint } from "@web/lib/api";
import { usersQueryOptions } from "./get-users";

/** Disable (signs the user out everywhere) or enable again. */
export const changeStatus = endpoint("PATCH", "/api/users/:id/status", managedUserSchema);

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: "active" | "disabled" }) => callEndpoint(changeStatus, { params: { id }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryOptions().queryKey }),
  });
}
