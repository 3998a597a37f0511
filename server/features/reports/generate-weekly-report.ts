import { eq } from "drizzle-orm";
import type { ReportKind } from "../../../contract/reports";
import type { LanguageModelService } from "../../agents/language-model";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { weeklyReports } from "../../db/schema";
import { postToSlack, slackConfigured } from "../../integrations/slack/client";
import { calendarDate } from "../../lib/dates";
import { collectReportFigures } from "./collect-report-figures";

export const REPORT_TITLES: Record<ReportKind, string> = {
  technical_health: "Technical Health Report",
  infrastructure_review: "Infrastructure Review",
  security_audit: "Security Audit Summary",
};

/** The figures as plain lines (no model, or the model's prose failed). */
export function plainReport(title: string, date: string, figures: Record<string, unknown>): string {
  const lines = [`${title} — ${date}`, ""];
  const walk = (value: unknown, prefix: string) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else if (Array.isArray(value)) {
      if (!value.length) lines.push(`${prefix}: none`);
      value.forEach((v, i) => walk(v, `${prefix}[${i + 1}]`));
    } else lines.push(`${prefix}: ${value == null ? "not measured" : String(value)}`);
  };
  walk(figures, "");
  return lines.join("\n");
}

/**
 * Makes one weekly report from the stored figures: prose by the model when one is
 * configured, plain figures otherwise; stored once per kind and company-time-zone
 * date (the scheduled run does nothing when that day's report exists, so two
 * instances make one); posted to Slack when configured.
 */
export async function generateWeeklyReport(
  { db, ai, config }: { db: Db; ai: LanguageModelService; config: Config },
  kind: ReportKind,
  trigger: "schedule" | "manual",
  now = new Date(),
) {
  const date = calendarDate(config.timeZone, now);
  const title = REPORT_TITLES[kind];
  const figures = (await collectReportFigures(db, kind, now)) as Record<string, unknown>;
  let body = plainReport(title, date, figures);
  let engine = "plain";
  if (ai.configured) {
    try {
      const out = await ai.generateText({
        system: `You are the CTO agent. Write the weekly "${title}" for the operators from these stored figures only. Do not add numbers, names or events that are not in the figures; say plainly what was not measured.`,
        prompt: `Date: ${date}\nFigures (JSON): ${JSON.stringify(figures)}`,
      });
      if (out.text.trim()) {
        body = out.text.trim();
        engine = out.model;
      }
    } catch {
      // The figures stand on their own.
    }
  }
  const values = { kind, periodKey: date, title, body, figures, engine, generatedAt: now };
  let [row] =
    trigger === "schedule"
      ? await db.insert(weeklyReports).values(values).onConflictDoNothing({ target: [weeklyReports.kind, weeklyReports.periodKey] }).returning()
      : await db
          .insert(weeklyReports)
          .values(values)
          .onConflictDoUpdate({ target: [weeklyReports.kind, weeklyReports.periodKey], set: { ...values, slackPostedAt: null, slackError: null } })
          .returning();
  if (!row) return null;
  if (slackConfigured(config)) {
    try {
      await postToSlack(config, `*${title}* (${date})\n${body}`, [{ type: "section", text: { type: "mrkdwn", text: `*${title}* (${date})\n${body}`.slice(0, 2900) } }]);
      [row] = await db.update(weeklyReports).set({ slackPostedAt: new Date(), slackError: null }).where(eq(weeklyReports.id, row.id)).returning();
    } catch (err) {
      [row] = await db.update(weeklyReports).set({ slackError: (err as Error).message }).where(eq(weeklyReports.id, row.id)).returning();
    }
  }
  return row;
}
