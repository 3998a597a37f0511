import { z } from "zod";
import { integrationStatusSchema } from "./common";

/**
 * The figures a standup states, stored with it (`standups.facts`): the screen writes the standup
 * from them in the reader's language (decision 111). Rows stored before a figure existed lack it.
 */
export const standupFactsSchema = z.object({
  windowHours: z.number(),
  tasksCompleted: z.array(z.string()),
  tasksCreated: z.number(),
  tasksOpen: z.number(),
  leadsAdded: z.number(),
  leadsTraced: z.number(),
  leadsConverted: z.number().optional(),
  campaignsLaunched: z.number(),
  whatsappSent: z.number(),
  whatsappReceived: z.number(),
  commandsDispatched: z.number().optional(),
});
export type StandupFacts = z.infer<typeof standupFactsSchema>;

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
  /** The stored figures (null when a stored row's facts do not read as figures). `message` stays the English text, as written. */
  facts: standupFactsSchema.nullable(),
});
export type Standup = z.infer<typeof standupSchema>;
export const dailyStandupSchema = z.object({ standup: standupSchema.nullable(), schedule: z.object({ cron: z.string(), timeZone: z.string() }) });
export type DailyStandup = z.infer<typeof dailyStandupSchema>;
/** What "Generate standup" did: `message` in English, `code` (STANDUP_*) for the web to say it in the reader's language. */
export const standupTriggerSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  standup: standupSchema,
});
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
