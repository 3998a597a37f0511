import { useMutation, useQueryClient } from "@tanstack/react-query";
import { standupTriggerSchema } from "@contract/standup";
import { callEndpoint, endpoint } from "@web/lib/api";
import { dailyStandupQueryOptions } from "./get-daily-standup";

export const triggerStandup = endpoint("POST", "/api/standup/trigger", standupTriggerSchema);

/** Generates a standup now; then the daily standup is read again. */
export function useTriggerStandup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(triggerStandup),
    onSuccess: () => qc.invalidateQueries({ queryKey: dailyStandupQueryOptions().queryKey }),
  });
}
