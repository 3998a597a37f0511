import { desc, eq, inArray } from "drizzle-orm";
import { REPORT_KINDS, type WeeklyReport } from "../../../contract/reports";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { outboundMessages, weeklyReports } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";

type SlackDraft = WeeklyReport["slackDraft"];

/** Each report's latest Slack post in the approval queue (its draft's source is `report:<id>`). */
export async function slackDraftsOf(db: Db, reportIds: number[]): Promise<Map<number, NonNullable<SlackDraft>>> {
  if (!reportIds.length) return new Map();
  const rows = await db
    .select({ id: outboundMessages.id, status: outboundMessages.status, sourceRef: outboundMessages.sourceRef })
    .from(outboundMessages)
    .where(inArray(outboundMessages.sourceRef, reportIds.map((id) => `report:${id}`)))
    .orderBy(outboundMessages.id);
  return new Map(rows.map((r) => [Number(r.sourceRef!.slice("report:".length)), { id: r.id, status: r.status as NonNullable<SlackDraft>["status"] }]));
}

export const presentWeeklyReport = (r: typeof weeklyReports.$inferSelect, slackDraft: SlackDraft): WeeklyReport => ({
  id: r.id,
  kind: r.kind as WeeklyReport["kind"],
  periodKey: r.periodKey,
  title: r.title,
  body: r.body,
  figures: r.figures,
  engine: r.engine,
  generatedAt: iso(r.generatedAt),
  slackPostedAt: isoOrNull(r.slackPostedAt),
  slackError: r.slackError,
  slackDraft,
});

export const reportCron = (config: Config) => ({
  technical_health: config.reports.technicalHealth,
  infrastructure_review: config.reports.infrastructureReview,
  security_audit: config.reports.securityAudit,
});

/** Each kind's schedule and latest stored report. */
export async function listWeeklyReports({ db, config }: { db: Db; config: Config }) {
  const cron = reportCron(config);
  const latest = await Promise.all(
    REPORT_KINDS.map(async (kind) => (await db.select().from(weeklyReports).where(eq(weeklyReports.kind, kind)).orderBy(desc(weeklyReports.generatedAt)).limit(1))[0]),
  );
  const drafts = await slackDraftsOf(db, latest.filter((r) => r).map((r) => r.id));
  const reports = REPORT_KINDS.map((kind, i) => {
    const row = latest[i];
    return { kind, cron: cron[kind], latest: row ? presentWeeklyReport(row, drafts.get(row.id) ?? null) : null };
  });
  return { timeZone: config.timeZone, reports };
}
