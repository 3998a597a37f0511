import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ingestTokenSchema } from "@contract/ingest";
import { callEndpoint, endpoint } from "@web/lib/api";
import { ingestTokensQueryOptions } from "./get-ingest-tokens";

export const revokeIngestToken = endpoint("DELETE", "/api/ingest-tokens/:id", ingestTokenSchema);

export function useRevokeIngestToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(revokeIngestToken, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ingestTokensQueryOptions().queryKey }),
  });
}
