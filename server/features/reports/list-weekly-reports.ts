import { desc, eq } from "drizzle-orm";
import { REPORT_KINDS, type WeeklyReport } from "../../../contract/reports";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { weeklyReports } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";

export const presentWeeklyReport = (r: typeof weeklyReports.$inferSelect): WeeklyReport => ({
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
});

export const reportCron = (config: Config) => ({
  technical_health: config.reports.technicalHealth,
  infrastructure_review: config.reports.infrastructureReview,
  security_audit: config.reports.securityAudit,
});

/** Each kind's schedule and latest stored report. */
export async function listWeeklyReports({ db, config }: { db: Db; config: Config }) {
  const cron = reportCron(config);
  const reports = await Promise.all(
    REPORT_KINDS.map(async (kind) => {
      const [latest] = await db.select().from(weeklyReports).where(eq(weeklyReports.kind, kind)).orderBy(desc(weeklyReports.generatedAt)).limit(1);
      return { kind, cron: cron[kind], latest: latest ? presentWeeklyReport(latest) : null };
    }),
  );
  return { timeZone: config.timeZone, reports };
}
