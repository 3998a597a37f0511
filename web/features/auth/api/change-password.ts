import { useMutation } from "@tanstack/react-query";
import { type ChangePasswordRequest } from "@contract/auth";
import { okSchema } from "@contract/common";
import { callEndpoint, endpoint } from "@web/lib/api";

/** { currentPassword, newPassword, confirmPassword } → { ok }. */
export const changePassword = endpoint("POST", "/api/auth/password", okSchema);

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => callEndpoint(changePassword, { body }) });
}
