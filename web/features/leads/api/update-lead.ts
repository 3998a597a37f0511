import { useMutation, useQueryClient } from "@tanstack/react-query";
import { leadDetailSchema, type LeadUpdate } from "@contract/leads";
import { callEndpoint, endpoint, endpointKey } from "@web/lib/api";
import { leadQueryOptions } from "./get-lead";
import { listLeads } from "./list-leads";

/** PATCH /api/leads/:id: status (with a reason when lost), owner, notes. */
export const updateLead = endpoint("PATCH", "/api/leads/:id", leadDetailSchema);

export function useUpdateLead(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadUpdate) => callEndpoint(updateLead, { params: { id }, body }),
    onSuccess: (detail) => {
      qc.setQueryData(leadQueryOptions(id).queryKey, detail);
      void qc.invalidateQueries({ queryKey: endpointKey(listLeads) });
    },
  });
}
