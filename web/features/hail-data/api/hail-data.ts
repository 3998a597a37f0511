import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hailDataStatusSchema, hailImportResultSchema } from "@contract/hail-risk";
import { fetchParsed, throwIfResNotOk } from "@web/lib/api";

/** GET /api/hail-reports/status (admin). */
export function hailDataStatusQueryOptions() {
  return queryOptions({
    queryKey: ["/api/hail-reports/status"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, hailDataStatusSchema, signal),
  });
}
export const useHailDataStatus = () => useQuery(hailDataStatusQueryOptions());

/** POST /api/hail-reports/import: the file as the body (text/csv). */
export function useImportHailFile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch(`/api/hail-reports/import?fileName=${encodeURIComponent(file.name)}`, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "text/csv" },
        body: file,
      });
      await throwIfResNotOk(res);
      return hailImportResultSchema.parse(await res.json());
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: hailDataStatusQueryOptions().queryKey }),
  });
}
