import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dailyStandupSchema, messageResultSchema, SLACK_SCOPES, slackStatusSchema, standupTriggerSchema } from "../../../contract/standup";
import { postToSlack, slackConfigured, slackStatus, SLACK_NOT_CONFIGURED } from "../../integrations/slack/client";
import { IntegrationError } from "../../integrations/status";
import { HttpError } from "../../plugins/errors";
import { getDashboardKpis } from "../operations/get-dashboard-kpis";
import { latestStandup, presentStandup, runStandup, standupBlocks, STANDUP_JOB } from "./standup";

/** Spec 02 §7: the daily standup (09:00 in the company's time zone, by the job queue) and Slack. */
const standupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define({
    name: STANDUP_JOB,
    handler: () => runStandup(app, "schedule"),
    schedule: { cron: app.config.standupCron, tz: app.config.timeZone },
    pollingIntervalSeconds: 1,
  });

  const requireSlack = () => {
    if (!slackConfigured(app.config)) throw new HttpError(503, SLACK_NOT_CONFIGURED, "NOT_CONFIGURED");
  };
  const post = async (text: string, blocks: Parameters<typeof postToSlack>[2]) => {
    try {
      await postToSlack(app.config, text, blocks);
    } catch (err) {
      if (err instanceof IntegrationError) throw new HttpError(502, err.message, "INTEGRATION_FAILED");
      throw err;
    }
  };

  app.get("/api/standup/daily", { schema: { response: { 200: dailyStandupSchema } } }, async () => {
    const row = await latestStandup(app);
    return { standup: row ? presentStandup(row) : null, schedule: { cron: app.config.standupCron, timeZone: app.config.timeZone } };
  });
  app.post("/api/standup/trigger", { schema: { response: { 200: standupTriggerSchema } } }, async () => {
    const { standup } = await runStandup(app, "manual");
    const s = presentStandup(standup!);
    const message = s.postedToSlack ? "Standup generated and posted to Slack" : s.slackError ? `Standup generated; Slack failed: ${s.slackError}` : "Standup generated (Slack is not configured)";
    return { message, standup: s };
  });

  app.get("/api/slack/status", { schema: { response: { 200: slackStatusSchema } } }, async () => {
    const status = await slackStatus(app.config);
    return {
      status,
      features: { dailyStandups: status.connected, realTimeAlerts: status.connected, kpiSummaries: status.connected },
      requiredSecrets: [
        { name: "SLACK_BOT_TOKEN", set: !!app.config.slack.botToken },
        { name: "SLACK_CHANNEL_ID", set: !!app.config.slack.channelId },
      ],
      scopes: [...SLACK_SCOPES],
    };
  });
  app.post("/api/slack/test-standup", { schema: { response: { 200: messageResultSchema } } }, async () => {
    requireSlack();
    const row = await latestStandup(app);
    const text = row?.formattedMessage ?? "No standup has been generated yet: use “Generate standup” first.";
    await post(`Test standup: ${text}`, standupBlocks(row?.standupDate ?? "test", text));
    return { ok: true as const, message: "Test standup posted to Slack" };
  });
  app.post("/api/slack/test-kpi", { schema: { response: { 200: messageResultSchema } } }, async () => {
    requireSlack();
    const k = await getDashboardKpis(app);
    const v = (x: number | null, unit = "") => (x == null ? "not tracked" : `${x}${unit}`);
    const text = `KPI summary (last ${k.period.days} days)`;
    await post(text, [
      { type: "header", text: { type: "plain_text", text } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*RoofStrike revenue*\n$${k.roofStrike.metrics.revenue.toLocaleString("en-US")}` },
          { type: "mrkdwn", text: `*Claim leads*\n${k.roofStrike.metrics.claimLeads}` },
          { type: "mrkdwn", text: `*Avg response*\n${v(k.roofStrike.metrics.averageResponseTime, " min")}` },
          { type: "mrkdwn", text: `*DealEngineAI leads*\n${k.dealEngineAI.metrics.totalLeads}` },
          { type: "mrkdwn", text: `*Conversion*\n${v(k.dealEngineAI.metrics.conversionRate, "%")}` },
          { type: "mrkdwn", text: `*Active users*\n${k.dealEngineAI.metrics.activeUsers}` },
        ],
      },
    ]);
    return { ok: true as const, message: "Test KPI summary posted to Slack" };
  });
};
export default standupRoutes;
