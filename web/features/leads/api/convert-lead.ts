import { useMutation, useQueryClient } from "@tanstack/react-query";
import { leadDetailSchema, type LeadConvert } from "@contract/leads";
import { callEndpoint, endpoint, endpointKey } from "@web/lib/api";
import { leadQueryOptions } from "./get-lead";
import { listLeads } from "./list-leads";

/** POST /api/leads/:id/convert: the claim value or sale, in whole dollars. */
export const convertLead = endpoint("POST", "/api/leads/:id/convert", leadDetailSchema);

export function useConvertLead(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LeadConvert) => callEndpoint(convertLead, { params: { id }, body }),
    onSuccess: (detail) => {
      qc.setQueryData(leadQueryOptions(id).queryKey, detail);
      void qc.invalidateQueries({ queryKey: endpointKey(listLeads) });
      void qc.invalidateQueries({ queryKey: ["/api/dashboard/kpis"] });
      void qc.invalidateQueries({ queryKey: ["/api/activity"] });
    },
  });
}
