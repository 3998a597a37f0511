import { WebClient, type KnownBlock } from "@slack/web-api";
import type { Config } from "../../config";
import { CHECK_TEXTS } from "../../domain/integration-checks";
import { connected, failing, IntegrationError, notConfigured, type IntegrationStatus } from "../status";

/**
 * Slack through the official @slack/web-api client: SLACK_BOT_TOKEN and
 * SLACK_CHANNEL_ID; SLACK_API_URL points it elsewhere (tests use a local fake).
 */
export const SLACK_NOT_CONFIGURED = "Not configured: set SLACK_BOT_TOKEN and SLACK_CHANNEL_ID (scopes chat:write, channels:read, channels:join).";

export function slackConfigured(config: Config) {
  return !!(config.slack.botToken && config.slack.channelId);
}

function client(config: Config) {
  return new WebClient(config.slack.botToken ?? undefined, {
    slackApiUrl: config.slack.apiUrl,
    timeout: config.integrationTimeoutMs,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
  });
}

function describe(err: unknown) {
  const e = err as { data?: { error?: string }; code?: string; message?: string };
  return e.data?.error ?? e.message ?? "unknown error";
}

export async function slackStatus(config: Config): Promise<IntegrationStatus> {
  if (!slackConfigured(config)) return notConfigured(SLACK_NOT_CONFIGURED, "SLACK_NOT_CONFIGURED");
  try {
    const res = await client(config).auth.test();
    const params = { team: res.team ?? "the workspace", user: res.user ?? "the bot" };
    return connected(CHECK_TEXTS.write("CHECK_SLACK_OK", params), "CHECK_SLACK_OK", params);
  } catch (err) {
    const params = { error: describe(err) };
    return failing(CHECK_TEXTS.write("CHECK_SLACK_FAILED", params), "CHECK_SLACK_FAILED", params);
  }
}

export async function postToSlack(config: Config, text: string, blocks: KnownBlock[]) {
  if (!slackConfigured(config)) throw new IntegrationError("slack", SLACK_NOT_CONFIGURED);
  try {
    const res = await client(config).chat.postMessage({ channel: config.slack.channelId!, text, blocks });
    return { ts: res.ts ?? null };
  } catch (err) {
    throw new IntegrationError("slack", `could not post to ${config.slack.channelId} (${describe(err)})`);
  }
}
