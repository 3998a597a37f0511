import { z } from "zod";
import { outboundStatusSchema } from "./outbox";

/** The weekly reports (decision 052): generated on their schedule in the company's time zone, stored, readable in the hub. */
export const REPORT_KINDS = ["technical_health", "infrastructure_review", "security_audit"] as const;
export const reportKindSchema = z.enum(REPORT_KINDS);
export type ReportKind = z.infer<typeof reportKindSchema>;

export const weeklyReportSchema = z.object({
  id: z.number(),
  kind: reportKindSchema,
  periodKey: z.string(),
  title: z.string(),
  body: z.string(),
  figures: z.record(z.string(), z.unknown()),
  /** "plain" (figures only) or the model that wrote the prose. */
  engine: z.string(),
  generatedAt: z.string(),
  slackPostedAt: z.string().nullable(),
  slackError: z.string().nullable(),
  /** The report's Slack post in the approval queue (decision 072), null when none was drafted (Slack not configured). */
  slackDraft: z.object({ id: z.number(), status: outboundStatusSchema }).nullable(),
});
export type WeeklyReport = z.infer<typeof weeklyReportSchema>;

/** GET /api/reports/weekly: each kind's schedule and its latest report (null before the first). */
export const weeklyReportListSchema = z.object({
  timeZone: z.string(),
  reports: z.array(z.object({ kind: reportKindSchema, cron: z.string(), latest: weeklyReportSchema.nullable() })),
});
export const reportKindParamSchema = z.object({ kind: reportKindSchema });
