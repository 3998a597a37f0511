import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REPORT_KINDS, reportKindParamSchema, weeklyReportListSchema, weeklyReportSchema } from "../../../contract/reports";
import { REPORT_JOBS } from "../../domain/jobs";
import { generateWeeklyReport } from "./generate-weekly-report";
import { listWeeklyReports, presentWeeklyReport, reportCron, slackDraftsOf } from "./list-weekly-reports";

/** The weekly reports (decision 052): a pg-boss schedule per kind in COMPANY_TIME_ZONE, the list, and "generate now" for admins. */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const cron = reportCron(config);
  for (const kind of REPORT_KINDS) {
    app.jobs.define(REPORT_JOBS[kind], {
      queue: { retryLimit: 2, expireInSeconds: 10 * 60 },
      schedule: { cron: cron[kind], tz: config.timeZone },
      handler: async () => {
        await generateWeeklyReport({ db, ai: app.ai, config, outbox: app.outbox }, kind, "schedule");
      },
    });
  }
  app.get("/api/reports/weekly", { schema: { response: { 200: weeklyReportListSchema } } }, () => listWeeklyReports({ db, config }));
  app.post("/api/reports/weekly/:kind/generate", { config: { access: "admin" }, schema: { params: reportKindParamSchema, response: { 200: weeklyReportSchema } } }, async (request) => {
    const report = (await generateWeeklyReport({ db, ai: app.ai, config, outbox: app.outbox }, request.params.kind, "manual"))!;
    return presentWeeklyReport(report, (await slackDraftsOf(db, [report.id])).get(report.id) ?? null);
  });
};
export default reportRoutes;
