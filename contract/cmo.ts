import { z } from "zod";
import { MESSAGE_ROLES } from "./conversations";

/** Spec 02 §9: CMO campaign types, platforms and page contexts. */
export const CMO_CAMPAIGN_TYPES = ["general", "retention", "lead_generation", "social_media", "branding", "product_launch"] as const;
export const CMO_PAGE_CONTEXTS = ["dashboard", "analytics", "leads", "campaigns", "brand", "features"] as const;

/** POST /api/cmo-agent (spec 02 §7). */
export const cmoRequestSchema = z.object({
  messages: z
    .array(z.object({ role: z.enum(MESSAGE_ROLES), content: z.string().max(8000), timestamp: z.string().optional() }))
    .min(1)
    .max(30)
    .refine((m) => m.some((x) => x.role === "user" && x.content.trim()), "Prompt text is required"),
  context: z
    .object({
      companyName: z.string().max(200).nullish(),
      currentPage: z.enum(CMO_PAGE_CONTEXTS).nullish(),
      campaignType: z.enum(CMO_CAMPAIGN_TYPES).nullish(),
    })
    .default({}),
});
export type CmoRequest = z.input<typeof cmoRequestSchema>;

/** Spec 02 §3 "CMO response", validated by zod on the model's answer and on ours. */
export const cmoResponseSchema = z.object({
  summary: z.string(),
  recommendedActions: z.array(z.object({ title: z.string(), description: z.string(), priority: z.enum(["high", "medium", "low"]) })).max(10),
  contentSamples: z.object({
    instagramPost: z.string(),
    linkedinPost: z.string(),
    emailBlast: z.string(),
    twitterThread: z.array(z.string()).max(10),
    adHeadline: z.string(),
  }),
});
export type CmoResponse = z.infer<typeof cmoResponseSchema>;

export const CAMPAIGN_PLATFORMS = ["instagram", "linkedin", "facebook"] as const;
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];

/** POST /api/cmo/generate-campaign. */
export const generateCampaignRequestSchema = z.object({
  campaignName: z.string().trim().min(1).max(200),
  platforms: z.array(z.enum(CAMPAIGN_PLATFORMS)).min(1).max(3),
});

/** The answer of POST /api/cmo/generate-campaign: one served image per platform. */
export const generateCampaignResponseSchema = z.object({
  images: z.array(z.object({ platform: z.enum(CAMPAIGN_PLATFORMS), url: z.string() })),
  generated: z.number().int(),
  campaignName: z.string(),
});
export type GenerateCampaignResponse = z.infer<typeof generateCampaignResponseSchema>;
