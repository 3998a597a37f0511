import { useMutation } from "@tanstack/react-query";
import { translateContractResponseSchema, type TranslateContractRequest } from "@contract/contracts";
import { callEndpoint, endpoint, rethrowApiError, withServerReason } from "@web/lib/api";

export const translateContract = endpoint("POST", "/api/contracts/translate", translateContractResponseSchema);

/** A failure reads "Translation failed" with the server's reason (spec 03 §8). */
export function useTranslateContract() {
  return useMutation({
    mutationFn: (body: TranslateContractRequest) => callEndpoint(translateContract, { body }).catch(rethrowApiError((e) => withServerReason("Translation failed", e))),
  });
}
