import { useMutation, useQueryClient } from "@tanstack/react-query";
import { launchResponseSchema, type LaunchPlatform } from "@contract/launch";
import { callEndpoint, endpoint } from "@web/lib/api";
import { campaignsQueryOptions } from "./get-campaigns";
import { launchStatusQueryOptions } from "./get-launch-status";

/** The server registers one launch route per platform (no body); both answer the same shape. */
export const launchDealEngine = endpoint("POST", "/api/launch/dealengine", launchResponseSchema);
export const launchRoofStrike = endpoint("POST", "/api/launch/roofstrike", launchResponseSchema);
const byPlatform: Record<LaunchPlatform, typeof launchDealEngine> = { dealengine: launchDealEngine, roofstrike: launchRoofStrike };

/** Starts a platform's campaign; then the launch status and the campaigns are read again. */
export function useLaunchCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (platform: LaunchPlatform) => callEndpoint(byPlatform[platform]),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: launchStatusQueryOptions().queryKey }), qc.invalidateQueries({ queryKey: campaignsQueryOptions().queryKey })]),
  });
}
