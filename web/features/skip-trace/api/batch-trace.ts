import { useMutation } from "@tanstack/react-query";
import { traceQueuedSchema } from "@contract/skip-trace";
import { callEndpoint, endpoint } from "@web/lib/api";
import { useRefreshSkipTrace } from "./refresh-skip-trace";

export const batchTrace = endpoint("POST", "/api/skip-trace/batch", traceQueuedSchema);

export function useBatchTrace() {
  const refresh = useRefreshSkipTrace();
  return useMutation({ mutationFn: (leadIds: number[]) => callEndpoint(batchTrace, { body: { leadIds } }), onSettled: refresh });
}
