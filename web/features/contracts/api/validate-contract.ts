import { useMutation } from "@tanstack/react-query";
import { validateContractResponseSchema, type ValidateContractRequest } from "@contract/contracts";
import { callEndpoint, endpoint, rethrowApiError, withServerReason } from "@web/lib/api";

export const validateContract = endpoint("POST", "/api/contracts/validate", validateContractResponseSchema);

/** A failure reads "Validation failed" with the server's reason (spec 03 §8). */
export function useValidateContract() {
  return useMutation({
    mutationFn: (body: ValidateContractRequest) => callEndpoint(validateContract, { body }).catch(rethrowApiError((e) => withServerReason("Validation failed", e))),
  });
}
