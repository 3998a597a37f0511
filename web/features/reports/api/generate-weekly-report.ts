import { useMutation, useQueryClient } from "@tanstack/react-query";
import { weeklyReportSchema, type ReportKind } from "@contract/reports";
import { callEndpoint, endpoint } from "@web/lib/api";
import { weeklyReportsQueryOptions } from "./get-weekly-reports";

/** Admins: generate a report now (replaces today's of that kind). */
export const generateWeeklyReport = endpoint("POST", "/api/reports/weekly/:kind/generate", weeklyReportSchema);

export function useGenerateWeeklyReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kind: ReportKind) => callEndpoint(generateWeeklyReport, { params: { kind } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: weeklyReportsQueryOptions().queryKey }),
  });
}
