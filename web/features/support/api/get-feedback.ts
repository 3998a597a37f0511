import { queryOptions, useQuery } from "@tanstack/react-query";
import { feedbackListSchema } from "@contract/support";
import { endpoint, endpointQuery } from "@web/lib/api";

/** Admins only. */
export const getFeedback = endpoint("GET", "/api/feedback", feedbackListSchema);

export const feedbackQueryOptions = () => queryOptions(endpointQuery(getFeedback));
export const useFeedback = () => useQuery(feedbackQueryOptions());
