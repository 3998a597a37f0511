import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { campaignSchema, launchResponseSchema, launchStatusSchema, type LaunchPlatform } from "@contract/launch";
import { apiJson, fetchParsed } from "@web/lib/api";

/** GET /api/launch/status every 5 s (spec 02 §7). */
export const launchStatusQuery = () =>
  queryOptions({
    queryKey: ["/api/launch/status"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, launchStatusSchema, signal),
    refetchInterval: 5_000,
  });
export const campaignsQuery = () =>
  queryOptions({
    queryKey: ["/api/launch/campaigns"] as const,
    queryFn: ({ queryKey, signal }) => fetchParsed(queryKey, z.array(campaignSchema), signal),
  });
export const useLaunchStatus = () => useQuery(launchStatusQuery());
/** The campaigns, refetched whenever the polled status shows the latest campaign in a new state (e.g. a launch finished). */
export function useCampaigns() {
  const qc = useQueryClient();
  const latest = useQuery({ ...launchStatusQuery(), select: (s) => (s.latest ? `${s.latest.id}:${s.latest.status}` : "") }).data;
  const seen = useRef(latest);
  useEffect(() => {
    if (seen.current !== undefined && latest !== seen.current) void qc.invalidateQueries({ queryKey: campaignsQuery().queryKey });
    seen.current = latest;
  }, [latest, qc]);
  return useQuery(campaignsQuery());
}

/** POST /api/launch/{platform}, no body; then the launch status is refreshed. */
export function useLaunch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (platform: LaunchPlatform) => apiJson("POST", `/api/launch/${platform}`, launchResponseSchema),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: launchStatusQuery().queryKey }), qc.invalidateQueries({ queryKey: campaignsQuery().queryKey })]),
  });
}
