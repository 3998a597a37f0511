import { queryOptions, useQuery } from "@tanstack/react-query";
import { stripeMetricsSchema } from "@contract/stripe";
import { endpoint, endpointQuery } from "@web/lib/api";

export const getStripeMetrics = endpoint("GET", "/api/stripe/metrics", stripeMetricsSchema);

/** Spec 03 §7: revenue for the last 30 days against the 30 before, polled every 60 s. */
export const stripeMetricsQueryOptions = () => queryOptions({ ...endpointQuery(getStripeMetrics), refetchInterval: 60_000 });
/** Asked only when `enabled` (the status said Stripe is connected): never a call that can only answer 503. */
export const useStripeMetrics = (enabled = true) => useQuery({ ...stripeMetricsQueryOptions(), enabled });
