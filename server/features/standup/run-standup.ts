import { eq } from "drizzle-orm";
import type { LanguageModelService } from "../../agents/language-model";
import type { Config } from "../../config";
import { recordActivity } from "../../db/activity";
import type { Db } from "../../db/client";
import { standups } from "../../db/schema";
import { postToSlack, slackConfigured } from "../../integrations/slack/client";
import { calendarDate } from "../../lib/dates";
import { collectStandupFacts } from "./collect-standup-facts";
import { plainStandup, standupBlocks, toSlackText } from "./standup-message";

export const STANDUP_JOB = "standup.daily";

/**
 * Builds the day's standup and posts it to Slack when Slack is configured.
 * The scheduled run keeps the first standup of a day (a unique date: a second
 * run the same day does nothing); a manual trigger replaces the day's text.
 */
export async function runStandup({ db, ai, config }: { db: Db; ai: LanguageModelService; config: Config }, trigger: "schedule" | "manual") {
  const date = calendarDate(config.timeZone);
  const facts = await collectStandupFacts(db);
  let message = plainStandup(date, facts);
  let generatedBy = "facts";
  if (ai.configured) {
    const out = await ai.generateText({
      system: "You are the COO agent. Write a short daily standup for the operators from these facts only. Do not add numbers, names or events that are not in the facts.",
      prompt: `Date: ${date}\nFacts (JSON): ${JSON.stringify(facts)}`,
    });
    message = out.text.trim() || message;
    generatedBy = out.model;
  }
  const values = { standupDate: date, message, formattedMessage: toSlackText(message), facts: facts as unknown as Record<string, unknown>, generatedBy, trigger };
  let row: typeof standups.$inferSelect | undefined;
  if (trigger === "schedule") {
    [row] = await db.insert(standups).values(values).onConflictDoNothing({ target: standups.standupDate }).returning();
    if (!row) return { created: false as const, standup: null };
  } else {
    [row] = await db
      .insert(standups)
      .values(values)
      .onConflictDoUpdate({ target: standups.standupDate, set: { ...values, postedToSlack: false, slackError: null, createdAt: new Date() } })
      .returning();
  }
  if (slackConfigured(config)) {
    try {
      await postToSlack(config, row.formattedMessage, standupBlocks(date, row.formattedMessage));
      [row] = await db.update(standups).set({ postedToSlack: true, slackError: null }).where(eq(standups.id, row.id)).returning();
    } catch (err) {
      [row] = await db.update(standups).set({ slackError: (err as Error).message }).where(eq(standups.id, row.id)).returning();
    }
  }
  await recordActivity(db, {
    type: "standup_posted",
    agentRole: "coo",
    message: row.postedToSlack ? `Daily standup for ${date} posted to Slack` : `Daily standup for ${date} generated`,
    code: row.postedToSlack ? "ACTIVITY_STANDUP_POSTED" : "ACTIVITY_STANDUP_GENERATED",
    params: { date },
  });
  return { created: true as const, standup: row };
}
