import { useMutation } from "@tanstack/react-query";
import { cmoResponseSchema, type CmoRequest } from "@contract/cmo";
import { callEndpoint, endpoint, rethrowApiError, withServerReason } from "@web/lib/api";

export const askCmo = endpoint("POST", "/api/cmo-agent", cmoResponseSchema);

/** A failed answer reads "Failed to get CMO response" (spec 02 §8) with the server's reason. */
export function useAskCmo() {
  return useMutation({
    mutationFn: (body: CmoRequest) => callEndpoint(askCmo, { body }).catch(rethrowApiError((e) => withServerReason("Failed to get CMO response", e))),
  });
}
