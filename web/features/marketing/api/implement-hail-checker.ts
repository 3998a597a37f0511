import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@contract/marketing";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshMarketing } from "./refresh-marketing";

/** Asks the CTO agent (a queued task) to implement the hail checker. */
export const implementHailChecker = endpoint("POST", "/api/marketing/implement-hail-checker", messageResponseSchema);

export function useImplementHailChecker() {
  const refresh = useRefreshMarketing();
  return useMutation({ mutationFn: () => callEndpoint(implementHailChecker), onSuccess: refresh });
}
