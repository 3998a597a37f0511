import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaignImages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** A stored campaign image's bytes and type. */
export async function getCampaignImage(db: Db, id: number) {
  const [row] = await db
    .select({ mimeType: campaignImages.mimeType, data: campaignImages.data })
    .from(campaignImages)
    .where(eq(campaignImages.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, "Image not found", "NOT_FOUND");
  return row;
}
