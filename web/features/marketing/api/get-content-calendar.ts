import { queryOptions, useQuery } from "@tanstack/react-query";
import { contentCalendarResponseSchema } from "@contract/marketing";
import { endpoint, endpointQuery } from "@web/lib/api";

/** The stored content calendar (decision 043). */
export const getContentCalendar = endpoint("GET", "/api/marketing/content-calendar", contentCalendarResponseSchema);

export const contentCalendarQueryOptions = () => queryOptions(endpointQuery(getContentCalendar));
export const useContentCalendar = () => useQuery(contentCalendarQueryOptions());
