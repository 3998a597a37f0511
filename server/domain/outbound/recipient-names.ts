import { codedTexts } from "../../lib/coded-text";
import type { OutboundChannel } from "../../../contract/outbox";

/**
 * The names the product gives a draft's recipient when it is not a person (a company page, a
 * channel), with codes (decision 120): the web shows them in the reader's language.
 */
export const RECIPIENT_NAMES = codedTexts({
  RECIPIENT_LINKEDIN_PAGE: "{{page}} on LinkedIn",
  RECIPIENT_SLACK_CHANNEL: "Slack {{channel}}",
});

/** The code and parameters of a stored recipient name the product wrote (read on its own channel only: a person may be called "Slack"). */
export function recipientNameCode(channel: string, name: string | null) {
  const coded = RECIPIENT_NAMES.read(name);
  if (!coded) return null;
  const own: Partial<Record<OutboundChannel, string>> = { linkedin: "RECIPIENT_LINKEDIN_PAGE", slack: "RECIPIENT_SLACK_CHANNEL" };
  return own[channel as OutboundChannel] === coded.code ? coded : null;
}
