import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, marketingContent } from "../../db/schema";
import type { LanguageModelService } from "../../agents/language-model";
import { generatedMarketingSchema } from "../../../contract/marketing";
import { calendarDate } from "../../lib/dates";
import { callModel } from "../../agents/model-call";

/** The next seven calendar days (YYYY-MM-DD) in the company's time zone. */
export function nextSevenDays(now: Date, timeZone: string) {
  return Array.from({ length: 7 }, (_, i) => calendarDate(timeZone, new Date(now.getTime() + i * 86_400_000)));
}

/**
 * Asks the language model (as the CMO agent) for social posts, SEO pages,
 * outreach templates per target type and a 7-day calendar, and stores them.
 * Without a model it throws ModelNotConfiguredError (503): nothing is invented.
 */
export async function generateMarketingContent(
  db: Db,
  ai: LanguageModelService,
  options: { timeZone: string; dailyTarget: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const days = nextSevenDays(now, options.timeZone);
  const [cmo] = await db.select({ systemPrompt: agents.systemPrompt }).from(agents).where(eq(agents.role, "cmo"));
  const system =
    (cmo?.systemPrompt ?? "You are the CMO agent of RoofStrike and DealEngineAI.") +
    "\nWrite marketing content. Never invent statistics, customer names, testimonials or results; describe what the product does.";
  const prompt = [
    "Produce marketing content for RoofStrike (storm-damage roof insurance claims for commercial properties in the Houston, Texas area; a free hail-risk ZIP checker from NOAA storm reports at /landing; free assessments over WhatsApp).",
    "- socialPosts: 5 posts across linkedin, facebook, instagram and x; topic in snake_case; hashtags without spaces; a call to action.",
    "- seoPages: 3 landing pages for Houston-area hail damage searches: title, metaDescription (max 160 characters), keywords, content (at least 300 words).",
    `- outreach: 3 short outreach messages for each target type (property_manager, roofing_company, adjuster). The daily outreach target is ${options.dailyTarget}.`,
    `- calendar: exactly 7 days with these dates in order: ${days.join(", ")}. Each day: posts (platform and topic), outreachCount (0 to ${options.dailyTarget}), seoPublish (true on at most 2 days).`,
  ].join("\n");
  const { object, model } = await callModel(
    (reason) => `Marketing content could not be generated (${reason}).`,
    () => ai.generateObject({ system, prompt, schema: generatedMarketingSchema, schemaName: "marketing_content" }),
  );
  const calendar = object.calendar.map((d, i) => ({ ...d, date: days[i] }));
  const generatedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(marketingContent).values([
      { kind: "social_posts", content: object.socialPosts, model, generatedAt },
      { kind: "seo_pages", content: object.seoPages, model, generatedAt },
      { kind: "outreach", content: object.outreach, model, dailyTarget: options.dailyTarget, generatedAt },
      { kind: "calendar", content: calendar, model, generatedAt },
    ]);
  });
  return { generatedAt, model };
}
