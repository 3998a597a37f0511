import type { DashboardKpis } from "../../../contract/kpis";
import type { MessageResult } from "../../../contract/standup";
import type { Config } from "../../config";
import type { OutboundChannels } from "../../domain/outbound";
import { postToChannel, requireSlack } from "./post-to-channel";

const figure = (x: number | null, unit = "") => (x == null ? "not tracked" : `${x}${unit}`);

/** Posts the dashboard KPIs (from `app.kpis`, the figures the dashboard shows) to the Slack channel. */
export async function postKpiSummary({ config, channels, kpis }: { config: Config; channels: OutboundChannels; kpis: () => Promise<DashboardKpis> }): Promise<MessageResult> {
  requireSlack(config);
  const k = await kpis();
  const text = `KPI summary (last ${k.period.days} days)`;
  await postToChannel({ config, channels }, text, [
    { type: "header", text: { type: "plain_text", text } },
    {
      type: "section",
      fields: [
        { type: "mrkdwn", text: `*RoofStrike revenue*\n$${k.roofStrike.metrics.revenue.toLocaleString("en-US")}` },
        { type: "mrkdwn", text: `*Claim leads*\n${k.roofStrike.metrics.claimLeads}` },
        { type: "mrkdwn", text: `*Avg response*\n${figure(k.roofStrike.metrics.averageResponseTime, " min")}` },
        { type: "mrkdwn", text: `*DealEngineAI leads*\n${k.dealEngineAI.metrics.totalLeads}` },
        { type: "mrkdwn", text: `*Conversion*\n${figure(k.dealEngineAI.metrics.conversionRate, "%")}` },
        { type: "mrkdwn", text: `*Hub sign-ins (30 days)*\n${k.dealEngineAI.metrics.activeUsers}` },
      ],
    },
  ]);
  return { ok: true, message: "Test KPI summary posted to Slack" };
}
