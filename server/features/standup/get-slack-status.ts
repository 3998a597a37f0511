import { SLACK_SCOPES, type SlackStatus } from "../../../contract/standup";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { recordCheck } from "../../domain/integration-checks";
import { slackStatus } from "../../integrations/slack/client";

/** Spec 02 §3: Slack's state (checked with auth.test), what it enables, and which secrets are set. */
export async function getSlackStatus({ db, config }: { db: Db; config: Config }): Promise<SlackStatus> {
  const status = await slackStatus(config);
  // The card and the data-sources panel show the same stored check (decision 050).
  await recordCheck(db, "slack", { state: status.state, message: status.message });
  return {
    status,
    // Real-time alerts do not exist (issue 11): never claimed. The standup and weekly reports post KPI figures.
    features: { dailyStandups: status.connected, realTimeAlerts: false, kpiSummaries: status.connected },
    requiredSecrets: [
      { name: "SLACK_BOT_TOKEN", set: !!config.slack.botToken },
      { name: "SLACK_CHANNEL_ID", set: !!config.slack.channelId },
    ],
    scopes: [...SLACK_SCOPES],
  };
}
