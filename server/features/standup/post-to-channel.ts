import type { KnownBlock } from "@slack/web-api";
import type { Config } from "../../config";
import { sendOperatorTest, type OutboundChannels } from "../../domain/outbound";
import { slackConfigured, SLACK_NOT_CONFIGURED } from "../../integrations/slack/client";
import { mapIntegrationErrors } from "../../integrations/status";
import { HttpError } from "../../lib/http-error";

/** 503 while Slack is not configured: an operator asked for a post that cannot be made. */
export function requireSlack(config: Config) {
  if (!slackConfigured(config)) throw new HttpError(503, SLACK_NOT_CONFIGURED, "SLACK_NOT_CONFIGURED");
}

/**
 * A post an operator asked for (a person's own action, not queued: decision 072), through the
 * outbound module's channels: 503 while Slack is not configured, 502 with Slack's reason when it fails.
 */
export async function postToChannel({ config, channels }: { config: Config; channels: OutboundChannels }, text: string, blocks: KnownBlock[]) {
  requireSlack(config);
  await mapIntegrationErrors(() => sendOperatorTest.slackPost(channels, { text, blocks }));
}
