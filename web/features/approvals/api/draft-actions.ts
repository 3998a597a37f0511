import { useMutation, useQueryClient } from "@tanstack/react-query";
import { outboundMessageSchema } from "@contract/outbox";
import { callEndpoint, endpoint } from "@web/lib/api";
import { approvalCampaignsQueryOptions } from "./get-approval-campaigns";
import { approvalsKey } from "./get-approvals";

export const approveDraft = endpoint("POST", "/api/approvals/:id/approve", outboundMessageSchema);
export const rejectDraft = endpoint("POST", "/api/approvals/:id/reject", outboundMessageSchema);
export const editDraft = endpoint("PATCH", "/api/approvals/:id", outboundMessageSchema);
export const composeDraft = endpoint("POST", "/api/approvals", outboundMessageSchema);

function useQueueMutation<V>(fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: approvalsKey() }), qc.invalidateQueries({ queryKey: approvalCampaignsQueryOptions().queryKey })]),
  });
}

export const useApproveDraft = () => useQueueMutation((id: number) => callEndpoint(approveDraft, { params: { id }, body: {} }));
export const useRejectDraft = () => useQueueMutation((v: { id: number; reason?: string }) => callEndpoint(rejectDraft, { params: { id: v.id }, body: { reason: v.reason } }));
export const useEditDraft = () =>
  useQueueMutation((v: { id: number; body?: string; templateVariables?: string[] }) => callEndpoint(editDraft, { params: { id: v.id }, body: { body: v.body, templateVariables: v.templateVariables } }));
export type ComposeBody =
  | { kind: "whatsapp_text"; recipient: string; body: string }
  | { kind: "whatsapp_template"; recipient: string; templateName: string; templateLanguage: string; templateVariables: string[] };
export const useComposeDraft = () => useQueueMutation((body: ComposeBody) => callEndpoint(composeDraft, { body }));
