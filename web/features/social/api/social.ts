import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { authUrlSchema, oauthStatusSchema, socialCalendarSchema, socialStatusSchema } from "@contract/social";
import { apiJson, fetchParsed } from "@web/lib/api";

export const socialStatusQuery = () =>
  queryOptions({
    queryKey: ["/api/social-media/status"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, socialStatusSchema, signal),
    refetchInterval: 60_000,
  });
/** Every 5 min, and only while the agent is connected (spec 02 §4). */
export const socialCalendarQuery = (connected: boolean) =>
  queryOptions({
    queryKey: ["/api/social-media/calendar"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, socialCalendarSchema, signal),
    refetchInterval: 5 * 60_000,
    enabled: connected,
  });
/** LinkedIn and Facebook status: stale after 30 s. */
export const oauthStatusQuery = (provider: "linkedin" | "facebook") =>
  queryOptions({
    queryKey: [`/api/${provider}/status`] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, oauthStatusSchema, signal),
    staleTime: 30_000,
  });
export const useSocialStatus = () => useQuery(socialStatusQuery());
export const useSocialCalendar = (connected: boolean) => useQuery(socialCalendarQuery(connected));
export const useOauthStatus = (provider: "linkedin" | "facebook") => useQuery(oauthStatusQuery(provider));
export function useAuthUrl(provider: "linkedin" | "facebook") {
  return useMutation({ mutationFn: () => apiJson("GET", `/api/${provider}/auth-url`, authUrlSchema) });
}
