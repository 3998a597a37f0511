import { campaignContentSchema, type Campaign, type LaunchPlatform, type LaunchResponse, type LaunchStatus } from "../../../contract/launch";
import type { campaigns } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";

type CampaignRow = typeof campaigns.$inferSelect;

export const presentCampaign = (c: CampaignRow): Campaign => {
  const parsed = c.content ? campaignContentSchema.safeParse(c.content) : null;
  return {
    id: c.id,
    platform: c.platform as LaunchPlatform,
    status: c.status as Campaign["status"],
    content: parsed?.success ? parsed.data : null,
    error: c.error,
    model: c.model,
    createdAt: iso(c.createdAt),
    completedAt: isoOrNull(c.completedAt),
  };
};

export const presentLaunchStatus = ({ current, latest }: { current: CampaignRow | null; latest: CampaignRow | null }): LaunchStatus => ({
  isLaunching: !!current,
  current: current ? presentCampaign(current) : null,
  latest: latest ? presentCampaign(latest) : null,
});

/** POST /api/launch/{platform}: the content arrives later, in the campaign list (decision 031). */
export const presentLaunchStarted = (row: CampaignRow): LaunchResponse => ({ message: "Campaign launch started", campaign: presentCampaign(row), content: null });
