import type { DailyStandup, Standup, StandupTriggerResult } from "../../../contract/standup";
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
});

/** GET /api/standup/daily: the latest standup and when the next one runs. */
export const presentDailyStandup = (row: StandupRow | null, schedule: { cron: string; timeZone: string }): DailyStandup => ({
  standup: row ? presentStandup(row) : null,
  schedule,
});

/** POST /api/standup/trigger: what happened, in words, and the standup. */
export function presentStandupTriggered(row: StandupRow, slackDrafted = false): StandupTriggerResult {
  const standup = presentStandup(row);
  const message = standup.postedToSlack
    ? "Standup generated and posted to Slack"
    : slackDrafted
      ? "Standup generated; its Slack post waits in the approval queue"
      : standup.slackError
      ? `Standup generated; Slack failed: ${standup.slackError}`
      : "Standup generated (Slack is not configured)";
  return { message, standup };
}
