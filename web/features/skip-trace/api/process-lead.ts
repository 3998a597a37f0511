import { useMutation } from "@tanstack/react-query";
import { traceQueuedSchema } from "@contract/skip-trace";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshSkipTrace } from "./refresh-skip-trace";

export const processLead = endpoint("POST", "/api/skip-trace/process/:id", traceQueuedSchema);

export function useProcessLead() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (id: number) => callEndpoint(processLead, { params: { id } }), onSettled: refresh });
}
