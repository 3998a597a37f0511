import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dailyStandupSchema, messageResultSchema, slackStatusSchema, standupTriggerSchema } from "../../../contract/standup";
import { getLatestStandup } from "./get-latest-standup";
import { getSlackStatus } from "./get-slack-status";
import { postKpiSummary } from "./post-kpi-summary";
import { postTestStandup } from "./post-test-standup";
import { STANDUP_JOB } from "../../domain/jobs";
import { runStandup } from "./run-standup";
import { presentDailyStandup, presentStandupTriggered } from "./standup.presenter";

/** Spec 02 §7: the daily standup (09:00 in the company's time zone, by the job queue) and Slack. */
const standupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  app.jobs.define(STANDUP_JOB, {
    handler: () => runStandup({ db, ai: app.ai, config, outbox: app.outbox }, "schedule"),
    schedule: { cron: config.standupCron, tz: config.timeZone },
    pollingIntervalSeconds: 1,
  });

  app.get("/api/standup/daily", { schema: { response: { 200: dailyStandupSchema } } }, async () =>
    presentDailyStandup(await getLatestStandup(db), { cron: config.standupCron, timeZone: config.timeZone }),
  );
  app.post("/api/standup/trigger", { schema: { response: { 200: standupTriggerSchema } } }, async () => {
    const { standup, slackDraft } = await runStandup({ db, ai: app.ai, config, outbox: app.outbox }, "manual");
    return presentStandupTriggered(standup!, !!slackDraft);
  });
  app.get("/api/slack/status", { schema: { response: { 200: slackStatusSchema } } }, () => getSlackStatus({ db: app.database.db, config }));
  app.post("/api/slack/test-standup", { schema: { response: { 200: messageResultSchema } } }, () => postTestStandup({ db, config, channels: app.outbox.channels }));
  app.post("/api/slack/test-kpi", { schema: { response: { 200: messageResultSchema } } }, () => postKpiSummary({ config, channels: app.outbox.channels, kpis: () => app.kpis.current() }));
};
export default standupRoutes;
