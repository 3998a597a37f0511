import { queryOptions, useQuery } from "@tanstack/react-query";
import { socialCalendarSchema } from "@contract/social";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getSocialCalendar = endpoint("GET", "/api/social-media/calendar", socialCalendarSchema);

/** Every 5 min, and only while the agent is connected (spec 02 §4). */
export const socialCalendarQueryOptions = (connected: boolean) =>
  queryOptions({ ...endpointQuery(getSocialCalendar), refetchInterval: 5 * 60_000, enabled: connected });
export const useSocialCalendar = (connected: boolean) => useQuery(socialCalendarQueryOptions(connected));
