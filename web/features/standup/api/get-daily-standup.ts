import { queryOptions, useQuery } from "@tanstack/react-query";
import { dailyStandupSchema } from "@contract/standup";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getDailyStandup = endpoint("GET", "/api/standup/daily", dailyStandupSchema);

/** Spec 02 §7: every 5 min. */
export const dailyStandupQueryOptions = () => queryOptions({ ...endpointQuery(getDailyStandup), refetchInterval: 5 * 60_000 });
export const useDailyStandup = () => useQuery(dailyStandupQueryOptions());
