import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createdIngestTokenSchema } from "@contract/ingest";
import { callEndpoint, endpoint } from "@web/lib/api";
import { ingestTokensQueryOptions } from "./get-ingest-tokens";

export const createIngestToken = endpoint("POST", "/api/ingest-tokens", createdIngestTokenSchema);

/** Creates a token; the answer holds it once. */
export function useCreateIngestToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callEndpoint(createIngestToken, { body: { name } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ingestTokensQueryOptions().queryKey }),
  });
}
