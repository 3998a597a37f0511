import { queryOptions, useQuery } from "@tanstack/react-query";
import { stripeStatusSchema as integrationStatusSchema } from "@contract/stripe";
import { stripeMetricsSchema } from "@contract/stripe";
import { fetchParsed } from "@web/lib/api";

/** Spec 03 §7: status polled every 30 s, metrics every 60 s. */
export const STATUS_POLL_MS = 30_000;
export const METRICS_POLL_MS = 60_000;

export const integrationStatusQueryOptions = (path: "/api/stripe/status" | "/api/slack/status" | "/api/whatsapp/status") =>
  queryOptions({
    queryKey: [path] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, integrationStatusSchema, signal),
    refetchInterval: STATUS_POLL_MS,
  });
export const useIntegrationStatus = (path: Parameters<typeof integrationStatusQueryOptions>[0]) => useQuery(integrationStatusQueryOptions(path));

export const stripeMetricsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/stripe/metrics"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, stripeMetricsSchema, signal),
    refetchInterval: METRICS_POLL_MS,
  });
export const useStripeMetrics = () => useQuery(stripeMetricsQueryOptions());
