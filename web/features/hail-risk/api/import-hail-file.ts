import { useMutation, useQueryClient } from "@tanstack/react-query";
import { hailImportAcceptedSchema } from "@contract/hail-risk";
import { callEndpoint, endpoint } from "@web/lib/api";
import { hailDataStatusQueryOptions } from "./get-hail-data-status";

/** A NOAA SPC or NCEI file as the body (text/csv), its name in the query (decision 040); 202: stored, matched by a job (decision 092). */
export const importHailFile = endpoint("POST", "/api/hail-reports/import", hailImportAcceptedSchema);

export function useImportHailFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEndpoint(importHailFile, { query: { fileName: file.name }, body: file, contentType: "text/csv" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: hailDataStatusQueryOptions().queryKey }),
  });
}
