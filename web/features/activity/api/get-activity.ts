import { queryOptions, useQuery } from "@tanstack/react-query";
import { activityEntryListSchema } from "@contract/activity";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getActivity = endpoint("GET", "/api/activity", activityEntryListSchema);

/** The activity feed: every 4 s, at most 8 entries (the server keeps the limit). */
export const activityQueryOptions = () => queryOptions({ ...endpointQuery(getActivity), refetchInterval: 4_000 });
export const useActivity = () => useQuery(activityQueryOptions());
