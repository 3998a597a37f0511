import { queryOptions, useQuery } from "@tanstack/react-query";
import { hailImportStatusSchema } from "@contract/hail-risk";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins: one hail import, its storm matching's progress and its result (decision 092). */
export const getHailImport = endpoint("GET", "/api/hail-reports/imports/:id", hailImportStatusSchema);

/** Read every second while the import is matching; then once. */
export const hailImportQueryOptions = (id: number) =>
  queryOptions({ ...endpointQuery(getHailImport, { params: { id } }), refetchInterval: (q) => (q.state.data?.status === "matching" || !q.state.data ? 1000 : false) });
export const useHailImport = (id: number | null) => useQuery({ ...hailImportQueryOptions(id ?? 0), enabled: id != null });
