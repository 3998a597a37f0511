import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sampleRemovalResultSchema } from "@contract/leads";
import { callEndpoint, endpoint } from "@web/lib/api";

/** Admins: removes every stored sample row in one transaction (decision 070). */
export const removeSampleData = endpoint("POST", "/api/admin/sample-data/remove", sampleRemovalResultSchema);

export function useRemoveSampleData() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => callEndpoint(removeSampleData), onSuccess: () => qc.invalidateQueries() });
}
