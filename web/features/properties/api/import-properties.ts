import { useMutation, useQueryClient } from "@tanstack/react-query";
import { propertyImportResultSchema } from "@contract/properties";
import { callEndpoint, endpoint, endpointKey } from "@web/lib/api";
import { listProperties } from "./list-properties";

/** Admins: a property CSV as the body (text/csv), its name in the query (decision 070). */
export const importProperties = endpoint("POST", "/api/properties/import", propertyImportResultSchema);

export function useImportProperties() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callEndpoint(importProperties, { query: { fileName: file.name }, body: file, contentType: "text/csv" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: endpointKey(listProperties) }),
  });
}
