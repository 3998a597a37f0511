import { z } from "zod";
import { integrationStatusSchema } from "./common";

/** Spec 02 §3, §7: the daily standup and its Slack channel. */
export const standupSchema = z.object({
  id: z.number(),
  date: z.string(),
  message: z.string(),
  formattedMessage: z.string(),
  generatedBy: z.string(),
  trigger: z.string(),
  postedToSlack: z.boolean(),
  slackError: z.string().nullable(),
  createdAt: z.string(),
});
export type Standup = z.infer<typeof standupSchema>;
export const dailyStandupSchema = z.object({ standup: standupSchema.nullable(), schedule: z.object({ cron: z.string(), timeZone: z.string() }) });
export type DailyStandup = z.infer<typeof dailyStandupSchema>;
export const standupTriggerSchema = z.object({ message: z.string(), standup: standupSchema });
export type StandupTriggerResult = z.infer<typeof standupTriggerSchema>;

export const SLACK_SCOPES = ["chat:write", "channels:read", "channels:join"] as const;
export const slackStatusSchema = z.object({
  status: integrationStatusSchema,
  features: z.object({ dailyStandups: z.boolean(), realTimeAlerts: z.boolean(), kpiSummaries: z.boolean() }),
  requiredSecrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
  scopes: z.array(z.string()),
});
export type SlackStatus = z.infer<typeof slackStatusSchema>;
export const messageResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;
