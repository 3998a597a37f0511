import { queryOptions, useQuery } from "@tanstack/react-query";
import { slackStatusSchema } from "@contract/standup";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getSlackStatus = endpoint("GET", "/api/slack/status", slackStatusSchema);

export const slackStatusQueryOptions = () => queryOptions(endpointQuery(getSlackStatus));

/** Polled: every 60 s in the operations console (spec 02 §7), every 30 s on /cto (spec 03 §7). */
export const useSlackStatus = (refetchInterval: 30_000 | 60_000) => useQuery({ ...slackStatusQueryOptions(), refetchInterval });
