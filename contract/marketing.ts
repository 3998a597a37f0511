import { z } from "zod";

/** Spec 03 §2.6, §3: the Marketing Automation Hub. */
export const TARGET_TYPES = ["property_manager", "roofing_company", "adjuster"] as const;
export const targetTypeSchema = z.enum(TARGET_TYPES);
export type TargetType = z.infer<typeof targetTypeSchema>;

export const socialPostSchema = z.object({
  platform: z.string().min(1).max(40),
  topic: z.string().min(1).max(120),
  content: z.string().min(1).max(3000),
  hashtags: z.array(z.string().max(60)).max(15),
  callToAction: z.string().max(300),
});
export const seoPageSchema = z.object({
  title: z.string().min(1).max(200),
  metaDescription: z.string().max(400),
  keywords: z.array(z.string().max(80)).max(20),
  content: z.string().min(1).max(20000),
});
export const calendarDaySchema = z.object({
  date: z.string(),
  posts: z.array(z.object({ platform: z.string(), topic: z.string().optional() })),
  outreachCount: z.number().int().min(0),
  seoPublish: z.boolean(),
});

/** What a generation produced and when; null when nothing was generated yet. */
const generatedSchema = z.object({ generatedAt: z.string().nullable(), model: z.string().nullable() });

export const socialPostsResponseSchema = generatedSchema.extend({ posts: z.array(socialPostSchema) });
export const seoContentResponseSchema = generatedSchema.extend({ pages: z.array(seoPageSchema) });
export const outreachQuerySchema = z.object({ targetType: targetTypeSchema.default("property_manager") });
export const outreachResponseSchema = generatedSchema.extend({
  targetType: targetTypeSchema,
  messages: z.array(z.string()),
  dailyTarget: z.number().int().min(0),
});
export const contentCalendarResponseSchema = generatedSchema.extend({ totalPosts: z.number().int(), calendar: z.array(calendarDaySchema) });

/** What the language model is asked to return for one generation run. */
export const generatedMarketingSchema = z.object({
  socialPosts: z.array(socialPostSchema).min(1).max(10),
  seoPages: z.array(seoPageSchema).min(1).max(5),
  outreach: z.object({
    property_manager: z.array(z.string().min(1).max(2000)).min(1).max(5),
    roofing_company: z.array(z.string().min(1).max(2000)).min(1).max(5),
    adjuster: z.array(z.string().min(1).max(2000)).min(1).max(5),
  }),
  calendar: z.array(calendarDaySchema).length(7),
});
export type GeneratedMarketing = z.infer<typeof generatedMarketingSchema>;

export const generateResponseSchema = z.object({ message: z.string(), generatedAt: z.string() });

/** Spec 03 §3: the CTO task payload; responses carry a message. */
export const ctoTaskRequestSchema = z.object({
  taskSummary: z.string().trim().min(1, "Task summary is required").max(300),
  technicalRequirements: z.array(z.string().trim().min(1).max(500)).max(30),
  expectedOutput: z.string().trim().max(2000),
  testingInstructions: z.array(z.string().trim().min(1).max(500)).max(30),
});
export type CtoTaskRequest = z.infer<typeof ctoTaskRequestSchema>;
export const messageResponseSchema = z.object({ message: z.string(), taskId: z.number().int().optional() });
export const marketingStatusSchema = z.object({
  aiConfigured: z.boolean(),
  model: z.string(),
  message: z.string().nullable(),
  /** The daily generation's schedule, null when it would not generate (no model). */
  dailyGeneration: z.object({ cron: z.string(), timeZone: z.string() }).nullable(),
});
export type SocialPostsResponse = z.infer<typeof socialPostsResponseSchema>;
export type SeoContentResponse = z.infer<typeof seoContentResponseSchema>;
export type OutreachResponse = z.infer<typeof outreachResponseSchema>;
export type ContentCalendarResponse = z.infer<typeof contentCalendarResponseSchema>;
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type MarketingStatus = z.infer<typeof marketingStatusSchema>;
