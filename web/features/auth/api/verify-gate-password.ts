import { useMutation, useQueryClient } from "@tanstack/react-query";
import { gateResponseSchema, type GateStatus } from "@contract/auth";
import { callEndpoint, endpoint } from "@web/lib/api";
import { gateStatusQueryOptions } from "./get-gate-status";

/** { password }: 200 { ok, message } or 401 { message }. */
export const verifyGatePassword = endpoint("POST", "/api/auth/gate", gateResponseSchema);

export function useVerifyGatePassword() {
  const queryClient = useQueryClient();
  const { queryKey } = gateStatusQueryOptions();
  return useMutation({
    mutationFn: (password: string) => callEndpoint(verifyGatePassword, { body: { password } }),
    onSuccess: () => {
      queryClient.setQueryData(queryKey, (old: GateStatus | undefined) => ({
        enabled: old?.enabled ?? true,
        demoHint: old?.demoHint ?? null,
        passed: true,
      }));
    },
  });
}
