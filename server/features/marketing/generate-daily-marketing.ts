import type { FastifyBaseLogger } from "fastify";
import { ModelNotConfiguredError, type LanguageModelService } from "../../agents/language-model";
import type { Db } from "../../db/client";
import { generateMarketingContent } from "./generate-marketing-content";


/** When the day's content is generated (5-field cron in the company's time zone). */
export const MARKETING_DAILY_CRON = "0 6 * * *";

/** The scheduled run: generates the day's content, or skips (and says so in the log) while no model is configured. */
export async function generateDailyMarketing(
  { db, ai, log }: { db: Db; ai: LanguageModelService; log: FastifyBaseLogger },
  options: { timeZone: string; dailyTarget: number },
) {
  try {
    return await generateMarketingContent(db, ai, options);
  } catch (err) {
    if (err instanceof ModelNotConfiguredError) {
      log.info("marketing content not generated: no language model is configured");
      return { skipped: "no language model configured" };
    }
    throw err;
  }
}
