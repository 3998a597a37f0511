import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  contentCalendarResponseSchema,
  generateResponseSchema,
  marketingStatusSchema,
  messageResponseSchema,
  outreachResponseSchema,
  seoContentResponseSchema,
  socialPostsResponseSchema,
  type CtoTaskRequest,
  type TargetType,
} from "@contract/marketing";
import { analyticsCountsSchema } from "@contract/analytics";
import { apiJson, fetchParsed } from "@web/lib/api";

/** Every marketing query key starts with a path under /api/marketing/ (or the analytics counts). */
const isMarketingKey = (key: readonly unknown[]) =>
  typeof key[0] === "string" && (key[0].startsWith("/api/marketing/") || key[0] === "/api/analytics/counts");
export const refreshMarketing = (qc: QueryClient) => qc.invalidateQueries({ predicate: (q) => isMarketingKey(q.queryKey) });

export const socialPostsQuery = () =>
  queryOptions({ queryKey: ["/api/marketing/social-posts"] as const, queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, socialPostsResponseSchema, signal) });
export const seoContentQuery = () =>
  queryOptions({ queryKey: ["/api/marketing/seo-content"] as const, queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, seoContentResponseSchema, signal) });
export const outreachQuery = (targetType: TargetType) =>
  queryOptions({
    queryKey: ["/api/marketing/outreach", targetType] as const,
    queryFn: ({ signal }) => fetchParsed([`/api/marketing/outreach?targetType=${targetType}`], outreachResponseSchema, signal),
  });
export const calendarQuery = () =>
  queryOptions({ queryKey: ["/api/marketing/content-calendar"] as const, queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, contentCalendarResponseSchema, signal) });
export const marketingStatusQuery = () =>
  queryOptions({ queryKey: ["/api/marketing/status"] as const, queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, marketingStatusSchema, signal) });
export const analyticsCountsQuery = () =>
  queryOptions({ queryKey: ["/api/analytics/counts"] as const, queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, analyticsCountsSchema, signal) });

export const useSocialPosts = () => useQuery(socialPostsQuery());
export const useSeoContent = () => useQuery(seoContentQuery());
export const useOutreach = (targetType: TargetType) => useQuery(outreachQuery(targetType));
export const useContentCalendar = () => useQuery(calendarQuery());
export const useMarketingStatus = () => useQuery(marketingStatusQuery());
export const useAnalyticsCounts = () => useQuery(analyticsCountsQuery());

function useMarketingMutation<T, V>(fn: (v: V) => Promise<T>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refreshMarketing(qc) });
}
export const useGenerateContent = () => useMarketingMutation(() => apiJson("POST", "/api/marketing/generate", generateResponseSchema));
export const useCtoTask = () => useMarketingMutation((body: CtoTaskRequest) => apiJson("POST", "/api/marketing/cto-task", messageResponseSchema, body));
export const useImplementHailChecker = () => useMarketingMutation(() => apiJson("POST", "/api/marketing/implement-hail-checker", messageResponseSchema));
