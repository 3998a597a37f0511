import { z } from "zod";
import { integrationStatusSchema, textParamsSchema } from "./common";

/** Spec 02 §2.11, §3, §4: the social media agent and the integration hub (LinkedIn, Facebook). */
export const socialStatusSchema = z.object({
  status: z.object({ connected: z.boolean(), message: z.string(), code: z.string().optional(), params: textParamsSchema.optional() }),
  platforms: z.array(z.object({ platform: z.enum(["linkedin", "twitter", "threads"]), connected: z.boolean() })),
});
export const socialCalendarSchema = z.object({
  week: z.string(),
  themes: z.array(z.string()),
  posts: z.array(z.object({ day: z.string(), platform: z.string(), content: z.string() })),
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type SocialCalendar = z.infer<typeof socialCalendarSchema>;
export const oauthStatusSchema = z.object({
  status: integrationStatusSchema,
  account: z.object({ name: z.string().nullable(), connectedAt: z.string(), expiresAt: z.string().nullable() }).nullable(),
});
export type OauthStatus = z.infer<typeof oauthStatusSchema>;
export const authUrlSchema = z.object({ authUrl: z.string() });
/** Where the OAuth popup leaves its result for the opener (spec 02 §4). */
export const OAUTH_STORAGE_KEYS = {
  linkedin: { success: "linkedin_auth_success", error: "linkedin_auth_error" },
  facebook: { success: "facebook_auth_success", error: "facebook_auth_error" },
} as const;
/** GET /api/{linkedin|facebook}/callback: the provider's answer to the authorisation. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type OauthCallbackQuery = z.infer<typeof oauthCallbackQuerySchema>;
export type SocialStatus = z.infer<typeof socialStatusSchema>;
/** What the language model is asked to return for a week's calendar. */
export const generatedSocialCalendarSchema = z.object({
  themes: z.array(z.string()).min(1),
  posts: z.array(z.object({ day: z.string(), platform: z.string(), content: z.string() })).min(1),
});
