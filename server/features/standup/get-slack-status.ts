import { SLACK_SCOPES, type SlackStatus } from "../../../contract/standup";
import type { Config } from "../../config";
import { slackStatus } from "../../integrations/slack/client";

/** Spec 02 §3: Slack's state (checked with auth.test), what it enables, and which secrets are set. */
export async function getSlackStatus(config: Config): Promise<SlackStatus> {
  const status = await slackStatus(config);
  return {
    status,
    features: { dailyStandups: status.connected, realTimeAlerts: status.connected, kpiSummaries: status.connected },
    requiredSecrets: [
      { name: "SLACK_BOT_TOKEN", set: !!config.slack.botToken },
      { name: "SLACK_CHANNEL_ID", set: !!config.slack.channelId },
    ],
    scopes: [...SLACK_SCOPES],
  };
}
