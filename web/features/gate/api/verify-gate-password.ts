import { useMutation, useQueryClient } from "@tanstack/react-query";
import { gateResponseSchema, type GateStatus } from "@contract/auth";
import { apiJson } from "@web/lib/api";
import { gateStatusQueryOptions } from "./get-gate-status";

/** POST /api/auth/gate { password }: 200 { ok, message } or 401 { message }. */
export function verifyGatePassword(password: string) {
  return apiJson("POST", "/api/auth/gate", gateResponseSchema, { password });
}

export function useVerifyGatePassword() {
  const queryClient = useQueryClient();
  const { queryKey } = gateStatusQueryOptions();
  return useMutation({
    mutationFn: verifyGatePassword,
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (old: GateStatus | undefined) => ({
        enabled: old?.enabled ?? true,
        demoHint: old?.demoHint ?? null,
        passed: true,
      }));
    },
  });
}
