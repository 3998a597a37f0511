import { useMutation, useQueryClient } from "@tanstack/react-query";
import { approvalSettingsSchema, type ApprovalSettings } from "@contract/outbox";
import { callEndpoint, endpoint } from "@web/lib/api";
import { approvalSettingsQueryOptions } from "./get-approval-settings";

export const updateApprovalSettings = endpoint("PUT", "/api/approvals/settings", approvalSettingsSchema);

/** An admin names the kinds that skip approval. */
export function useUpdateApprovalSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ApprovalSettings) => callEndpoint(updateApprovalSettings, { body }),
    onSuccess: (data) => qc.setQueryData(approvalSettingsQueryOptions().queryKey, data),
  });
}
