import { useMutation, useQueryClient } from "@tanstack/react-query";
import { systemHealthSchema } from "@contract/health";
import { callEndpoint, endpoint } from "@web/lib/api";
import { systemHealthQueryOptions } from "./get-system-health";

/** Admins: run every check and store a sample now. */
export const runHealthCheck = endpoint("POST", "/api/health/check", systemHealthSchema);

export function useRunHealthCheck() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(runHealthCheck),
    onSuccess: (data) => {
      qc.setQueryData(systemHealthQueryOptions().queryKey, data);
      // Everything that shows an integration's state reads the stored checks again.
      return qc.invalidateQueries();
    },
  });
}
