import type { CampaignPlatform, GenerateCampaignResponse } from "../../../contract/cmo";

/** The stored campaign images as the URLs that serve them. */
export const presentCampaignImages = (campaignName: string, rows: { id: number; platform: string }[]): GenerateCampaignResponse => ({
  images: rows.map((r) => ({ platform: r.platform as CampaignPlatform, url: `/api/cmo/images/${r.id}` })),
  generated: rows.length,
  campaignName,
});
