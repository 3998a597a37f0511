import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { prioritizedLeadsSchema, skipTraceLeadSchema, skipTraceMetricsSchema, traceQueuedSchema, type AddLeadRequest } from "@contract/operations";
import { apiJson, fetchParsed } from "@web/lib/api";

/** Skip tracing (spec 02 §7): metrics every 30 s, the prioritised list every 60 s. */
export const skipTraceMetricsQuery = () =>
  queryOptions({
    queryKey: ["/api/skip-trace/metrics"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, skipTraceMetricsSchema, signal),
    refetchInterval: 30_000,
  });
export const prioritizedLeadsQuery = () =>
  queryOptions({
    queryKey: ["/api/skip-trace/prioritized-leads"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, prioritizedLeadsSchema, signal),
    refetchInterval: 60_000,
  });
export const useSkipTraceMetrics = () => useQuery(skipTraceMetricsQuery());
export const usePrioritizedLeads = () => useQuery(prioritizedLeadsQuery());

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

function useRefreshSkipTrace() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: skipTraceMetricsQuery().queryKey }),
      qc.invalidateQueries({ queryKey: prioritizedLeadsQuery().queryKey }),
    ]);
}

export function useAddLead() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (body: AddLeadRequest) => apiJson("POST", "/api/skip-trace/add-lead", skipTraceLeadSchema, body), onSuccess: refresh });
}
export function useProcessLead() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (id: number) => apiJson("POST", `/api/skip-trace/process/${id}`, traceQueuedSchema), onSettled: refresh });
}
export function useBatchTrace() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (leadIds: number[]) => apiJson("POST", "/api/skip-trace/batch", traceQueuedSchema, { leadIds }), onSettled: refresh });
}
