import { z } from "zod";

/** Spec 02 §2.10, §3, §4, §8: the Launch Command Center. */
export const launchPlatformSchema = z.enum(["dealengine", "roofstrike"]);
export type LaunchPlatform = z.infer<typeof launchPlatformSchema>;
export const campaignContentSchema = z.object({
  linkedinPost: z.string(),
  twitterThread: z.array(z.string()).min(1),
  instagramCarousel: z.array(z.string()).min(1),
  emailSequence: z.array(z.object({ delayHours: z.number().int().min(0), subject: z.string(), body: z.string() })).length(3),
  whatsappPitch: z.string(),
  targetZips: z.array(z.string()),
});
export type CampaignContent = z.infer<typeof campaignContentSchema>;
export const campaignSchema = z.object({
  id: z.number(),
  platform: launchPlatformSchema,
  status: z.enum(["pending", "running", "completed", "failed"]),
  content: campaignContentSchema.nullable(),
  error: z.string().nullable(),
  model: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const launchStatusSchema = z.object({ isLaunching: z.boolean(), current: campaignSchema.nullable(), latest: campaignSchema.nullable() });
export const launchResponseSchema = z.object({ message: z.string(), campaign: campaignSchema, content: campaignContentSchema.nullable() });
/** GET /api/launch/campaigns: the newest first. */
export const campaignListSchema = z.array(campaignSchema);
export type LaunchStatus = z.infer<typeof launchStatusSchema>;
export type LaunchResponse = z.infer<typeof launchResponseSchema>;
