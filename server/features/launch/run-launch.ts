import { eq } from "drizzle-orm";
import { campaignContentSchema, type LaunchPlatform } from "../../../contract/launch";
import type { LanguageModelService } from "../../agents/language-model";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { draftOutbound, RECIPIENT_NAMES } from "../../domain/outbound";
import { campaigns } from "../../db/schema";

/** The ventures' names as the operators read them (activity feed). */
export const LAUNCH_PLATFORM_NAMES: Record<LaunchPlatform, string> = { dealengine: "DealEngineAI", roofstrike: "RoofStrike" };

const BRIEFS: Record<LaunchPlatform, string> = {
  dealengine:
    "DealEngineAI: a cross-border real-estate platform helping U.S. and Mexican investors buy property in Mexico, with contract translation and deal analysis. Audience: investors in Texas and Mexico City, bilingual (Spanish/English).",
  roofstrike:
    "RoofStrike: a storm-damage roofing claims platform for the Houston, Texas area that finds hail- and wind-damaged homes and helps owners file insurance claims with partner contractors. Audience: Houston-area homeowners after a storm.",
};

/** The job: generates the campaign content of spec 02 §3 with the language model and stores it. */
export async function runLaunch({ db, ai }: { db: Db; ai: LanguageModelService }, campaignId: number) {
  const [row] = await db.update(campaigns).set({ status: "running" }).where(eq(campaigns.id, campaignId)).returning();
  if (!row) return;
  try {
    const platform = row.platform as LaunchPlatform;
    const out = await ai.generateObject({
      schema: campaignContentSchema,
      schemaName: "CampaignContent",
      system: "You are the CMO agent. Write launch campaign copy. Do not invent statistics, prices, testimonials or customer names.",
      prompt: `${BRIEFS[platform]}\nWrite: one LinkedIn post; a Twitter thread (3-5 tweets); an Instagram carousel (4-6 slide texts); three e-mails with delays in hours (0, then follow-ups); a short WhatsApp pitch; and target ZIP codes for the audience.`,
    });
    await db.transaction(async (tx) => {
      await tx.update(campaigns).set({ status: "completed", content: out.object as unknown as Record<string, unknown>, model: out.model, completedAt: new Date() }).where(eq(campaigns.id, campaignId));
      // The launch's public post waits for a person's yes in the approval queue (decision 072).
      await draftOutbound(tx, {
        kind: "social_post",
        channel: "linkedin",
        recipient: "linkedin:company",
        recipientName: RECIPIENT_NAMES.write("RECIPIENT_LINKEDIN_PAGE", { page: LAUNCH_PLATFORM_NAMES[platform] }),
        campaignId,
        body: out.object.linkedinPost,
        reason: `Launch campaign for ${LAUNCH_PLATFORM_NAMES[platform]}: the LinkedIn post the CMO agent wrote`,
        reasonCode: "OUTBOX_REASON_LAUNCH_POST",
        reasonParams: { platform: LAUNCH_PLATFORM_NAMES[platform] },
        draftedBy: "launch",
        agentRole: "cmo",
      });
      await recordActivity(tx, { type: "campaign_launched", agentRole: "cmo", message: `Campaign content ready for ${LAUNCH_PLATFORM_NAMES[platform]}; its LinkedIn post waits for approval`, code: "ACTIVITY_CAMPAIGN_READY", params: { platform: LAUNCH_PLATFORM_NAMES[platform] } });
    });
  } catch (err) {
    await db.update(campaigns).set({ status: "failed", error: (err as Error).message, completedAt: new Date() }).where(eq(campaigns.id, campaignId));
  }
}
