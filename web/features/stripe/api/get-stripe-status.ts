import { queryOptions, useQuery } from "@tanstack/react-query";
import { stripeStatusSchema } from "@contract/stripe";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getStripeStatus = endpoint("GET", "/api/stripe/status", stripeStatusSchema);

/** Spec 03 §7: polled every 30 s. */
export const stripeStatusQueryOptions = () => queryOptions({ ...endpointQuery(getStripeStatus), refetchInterval: 30_000 });
export const useStripeStatus = () => useQuery(stripeStatusQueryOptions());
