import { useMutation } from "@tanstack/react-query";
import { messageResultSchema } from "@contract/standup";
import { callEndpoint, endpoint } from "@web/lib/api";

/** The two Slack test messages: a standup and a KPI summary (one route each, same answer). */
export const sendSlackTestStandup = endpoint("POST", "/api/slack/test-standup", messageResultSchema);
export const sendSlackTestKpi = endpoint("POST", "/api/slack/test-kpi", messageResultSchema);

export function useSendSlackTest(kind: "standup" | "kpi") {
  return useMutation({ mutationFn: () => callEndpoint(kind === "standup" ? sendSlackTestStandup : sendSlackTestKpi) });
}
