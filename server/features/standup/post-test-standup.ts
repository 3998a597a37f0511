import type { MessageResult } from "../../../contract/standup";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { OutboundChannels } from "../../domain/outbound";
import { getLatestStandup } from "./get-latest-standup";
import { postToChannel } from "./post-to-channel";
import { standupBlocks } from "./standup-message";

/** Posts the latest standup (or a note that there is none yet) to the Slack channel. */
export async function postTestStandup({ db, config, channels }: { db: Db; config: Config; channels: OutboundChannels }): Promise<MessageResult> {
  const row = await getLatestStandup(db);
  const text = row?.formattedMessage ?? "No standup has been generated yet: use “Generate standup” first.";
  await postToChannel({ config, channels }, `Test standup: ${text}`, standupBlocks(row?.standupDate ?? "test", text));
  return { ok: true, message: "Test standup posted to Slack" };
}
