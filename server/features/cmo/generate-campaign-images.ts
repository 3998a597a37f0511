import type { CampaignPlatform } from "../../../contract/cmo";
import type { Db } from "../../db/client";
import { campaignImages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { generateImage, IMAGES_NOT_CONFIGURED, type GeneratedImage, type ImagesConfig } from "../../integrations/images/client";

const PLATFORM_FORMAT: Record<CampaignPlatform, { label: string; format: string }> = {
  instagram: { label: "Instagram", format: "a square Instagram feed post" },
  linkedin: { label: "LinkedIn", format: "a landscape LinkedIn post banner" },
  facebook: { label: "Facebook", format: "a landscape Facebook post image" },
};

/** The image prompt for one platform: the campaign name and the platform's format. */
function campaignImagePrompt(campaignName: string, platform: CampaignPlatform): string {
  return (
    `Marketing image for the campaign "${campaignName}", composed as ${PLATFORM_FORMAT[platform].format}. ` +
    `Professional, clean, brand-safe photography-style visual for a roofing and property services company; no text, logos or watermarks.`
  );
}

/**
 * One image per platform (each once) from the images API, stored, then served
 * by GET /api/cmo/images/:id; all or nothing: a failure says which platform
 * failed and why, and keeps none.
 */
export async function generateCampaignImages(
  deps: { db: Db; images: ImagesConfig | null | undefined },
  input: { campaignName: string; platforms: CampaignPlatform[]; userId: number | null },
) {
  const { images } = deps;
  if (!images) throw new HttpError(503, IMAGES_NOT_CONFIGURED, "IMAGES_NOT_CONFIGURED");
  const { campaignName } = input;
  const made: { platform: CampaignPlatform; prompt: string; image: GeneratedImage }[] = [];
  for (const platform of new Set(input.platforms)) {
    const prompt = campaignImagePrompt(campaignName, platform);
    try {
      made.push({ platform, prompt, image: await generateImage(images, prompt) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const done = made.length ? ` (${made.map((m) => PLATFORM_FORMAT[m.platform].label).join(", ")} had been made; nothing was kept)` : "";
      throw new HttpError(502, `The ${PLATFORM_FORMAT[platform].label} image could not be generated: ${reason}${done}`, "IMAGE_GENERATION_FAILED");
    }
  }
  return deps.db
    .insert(campaignImages)
    .values(made.map((m) => ({ campaignName, platform: m.platform, prompt: m.prompt, mimeType: m.image.mimeType, data: m.image.data, createdBy: input.userId })))
    .returning({ id: campaignImages.id, platform: campaignImages.platform });
}
