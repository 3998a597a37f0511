import { standupFactsSchema, type DailyStandup, type Standup, type StandupTriggerResult } from "../../../contract/standup";
import type { standups } from "../../db/schema";
import { iso } from "../../lib/dates";

type StandupRow = typeof standups.$inferSelect;

export const presentStandup = (s: StandupRow): Standup => ({
  id: s.id,
  date: s.standupDate,
  message: s.message,
  formattedMessage: s.formattedMessage,
  generatedBy: s.generatedBy,
  trigger: s.trigger,
  postedToSlack: s.postedToSlack,
  slackError: s.slackError,
  createdAt: iso(s.createdAt),
  facts: factsOf(s.facts),
});

/** The stored facts when they read as the standup's figures (older rows lack the newer ones). */
function factsOf(stored: unknown): Standup["facts"] {
  const parsed = standupFactsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** GET /api/standup/daily: the latest standup and when the next one runs. */
export const presentDailyStandup = (row: StandupRow | null, schedule: { cron: string; timeZone: string }): DailyStandup => ({
  standup: row ? presentStandup(row) : null,
  schedule,
});

/** POST /api/standup/trigger: what happened, in words, and the standup. */
export function presentStandupTriggered(row: StandupRow, slackDrafted = false): StandupTriggerResult {
  const standup = presentStandup(row);
  const [message, code, params]: [string, string, Record<string, string>?] = standup.postedToSlack
    ? ["Standup generated and posted to Slack", "STANDUP_POSTED"]
    : slackDrafted
      ? ["Standup generated; its Slack post waits in the approval queue", "STANDUP_SLACK_DRAFTED"]
      : standup.slackError
        ? [`Standup generated; Slack failed: ${standup.slackError}`, "STANDUP_SLACK_FAILED", { error: standup.slackError }]
        : ["Standup generated (Slack is not configured)", "STANDUP_NO_SLACK"];
  return { message, code, ...(params ? { params } : {}), standup };
}
