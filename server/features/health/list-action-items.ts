import { isNull, sql } from "drizzle-orm";
import type { ActionItemList } from "../../../contract/health";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { ingestTokens } from "../../db/schema";

/** The CTO's action items: each is done when its configuration is set (or its fact stored), never a fixed list. */
export async function listActionItems({ db, config }: { db: Db; config: Config }): Promise<ActionItemList> {
  const [tokens] = await db.select({ n: sql<number>`count(*)::int` }).from(ingestTokens).where(isNull(ingestTokens.revokedAt));
  return [
    { key: "paymentKey", done: !!config.stripe.secretKey },
    { key: "paymentWebhook", done: !!config.stripe.webhookSecret },
    { key: "slackToken", done: !!(config.slack.botToken && config.slack.channelId) },
    { key: "whatsapp", done: !!(config.whatsapp.token && config.whatsapp.phoneNumberId) },
    { key: "githubWebhook", done: !!config.github.webhookSecret },
    { key: "ingestToken", done: (tokens?.n ?? 0) > 0 },
    { key: "metricsToken", done: !!config.metricsToken },
    { key: "model", done: !!config.ai },
    { key: "skipTrace", done: !!config.skipTrace.apiKey },
  ];
}
