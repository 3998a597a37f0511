import { useMutation } from "@tanstack/react-query";
import { okSchema as okResponseSchema } from "@contract/common";
import { type ChangePasswordRequest } from "@contract/auth";
import { apiJson } from "@web/lib/api";

/** POST /api/auth/password { currentPassword, newPassword, confirmPassword } → { ok }. */
export function changePassword(body: ChangePasswordRequest) {
  return apiJson("POST", "/api/auth/password", okResponseSchema, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
