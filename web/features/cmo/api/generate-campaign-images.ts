import { useMutation } from "@tanstack/react-query";
import { generateCampaignResponseSchema, type CAMPAIGN_PLATFORMS } from "@contract/cmo";
import { callEndpoint, endpoint, rethrowApiError, serverMessage } from "@web/lib/api";

export const generateCampaignImages = endpoint("POST", "/api/cmo/generate-campaign", generateCampaignResponseSchema);

/** One image per platform; a failure reads the server's text (e.g. what to configure), else "Failed to generate images" (spec 02 §8). */
export function useGenerateCampaignImages() {
  return useMutation({
    mutationFn: (body: { campaignName: string; platforms: (typeof CAMPAIGN_PLATFORMS)[number][] }) =>
      callEndpoint(generateCampaignImages, { body }).catch(rethrowApiError((e) => serverMessage(e) ?? "Failed to generate images")),
  });
}
