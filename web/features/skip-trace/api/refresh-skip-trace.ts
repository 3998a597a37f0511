import { useQueryClient } from "@tanstack/react-query";
import { prioritizedLeadsQueryOptions } from "./get-prioritized-leads";
import { skipTraceMetricsQueryOptions } from "./get-skip-trace-metrics";

/** After a lead is added or queued: the metrics and the prioritised list are read again. */
export function useRefreshSkipTrace() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: skipTraceMetricsQueryOptions().queryKey }),
      qc.invalidateQueries({ queryKey: prioritizedLeadsQueryOptions().queryKey }),
    ]);
}
