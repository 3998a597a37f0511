import { useMutation } from "@tanstack/react-query";
import { skipTraceLeadSchema, type AddLeadRequest } from "@contract/skip-trace";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshSkipTrace } from "./refresh-skip-trace";

export const addLead = endpoint("POST", "/api/skip-trace/add-lead", skipTraceLeadSchema);

/** Spec 02 §5: estimatedValue becomes an integer (0 when not numeric); priority defaults to medium. */
export function addLeadBody(form: { propertyAddress: string; ownerName: string; companyName: string; estimatedValue: string; priority: string; notes: string }): AddLeadRequest {
  const value = Number.parseInt(form.estimatedValue, 10);
  return {
    propertyAddress: form.propertyAddress.trim(),
    ownerName: form.ownerName.trim(),
    companyName: form.companyName.trim() || null,
    estimatedValue: Number.isFinite(value) && value > 0 ? value : 0,
    priority: (["high", "medium", "low"].includes(form.priority) ? form.priority : "medium") as AddLeadRequest["priority"],
    notes: form.notes.trim() || null,
  };
}

export function useAddLead() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (body: AddLeadRequest) => callEndpoint(addLead, { body }), onSuccess: refresh });
}
