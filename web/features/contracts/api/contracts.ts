import { useMutation } from "@tanstack/react-query";
import {
  translateContractResponseSchema,
  validateContractResponseSchema,
  type TranslateContractRequest,
  type ValidateContractRequest,
} from "@contract/contracts";
import { ApiError, serverMessage } from "@web/lib/api";

async function post<T>(url: string, body: unknown, parse: (v: unknown) => T, failure: string): Promise<T> {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "include" });
  if (!res.ok) {
    const text = await res.text();
    const detail = serverMessage(new ApiError(res.status, res.statusText, text));
    // Spec 03 §8: "Translation failed" / "Validation failed", with the server's reason.
    throw new Error(detail ? `${failure}: ${detail}` : failure);
  }
  return parse(await res.json());
}

export function useTranslateContract() {
  return useMutation({
    mutationFn: (body: TranslateContractRequest) => post("/api/contracts/translate", body, (v) => translateContractResponseSchema.parse(v), "Translation failed"),
  });
}

export function useValidateContract() {
  return useMutation({
    mutationFn: (body: ValidateContractRequest) => post("/api/contracts/validate", body, (v) => validateContractResponseSchema.parse(v), "Validation failed"),
  });
}
