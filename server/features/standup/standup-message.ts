import type { KnownBlock } from "@slack/web-api";
import type { StandupFacts } from "./collect-standup-facts";

/**
 * A plain, factual standup from the numbers: a report, not an invention. This English text
 * is what Slack receives and what `message` stores; the screen writes the same lines from
 * the stored facts in the reader's language (web/features/standup/lib/standup-lines.ts).
 */
export function plainStandup(date: string, f: StandupFacts) {
  const lines = [
    `Daily standup for ${date} (last ${f.windowHours} hours)`,
    `Done: ${f.tasksCompleted.length} task(s) completed${f.tasksCompleted.length ? `: ${f.tasksCompleted.join("; ")}` : ""}.`,
    `Pending: ${f.tasksOpen} open task(s); ${f.tasksCreated} created in the period.`,
    `Leads: ${f.leadsAdded} added, ${f.leadsTraced} skip-traced, ${f.leadsConverted} converted.`,
    `Launches: ${f.campaignsLaunched} campaign(s).`,
    `Messages: ${f.whatsappSent} WhatsApp sent, ${f.whatsappReceived} received.`,
    `Commands: ${f.commandsDispatched} dispatched to the agents.`,
  ];
  return lines.join("\n");
}

/** The standup in Slack's mrkdwn: the first line bold, the others as bullets. */
export const toSlackText = (message: string) =>
  message
    .split("\n")
    .map((line, i) => (i === 0 ? `*${line}*` : `• ${line}`))
    .join("\n");

/** The standup as Slack Block Kit. */
export function standupBlocks(date: string, message: string): KnownBlock[] {
  return [
    { type: "header", text: { type: "plain_text", text: `Daily standup — ${date}` } },
    { type: "section", text: { type: "mrkdwn", text: message.slice(0, 2900) } },
    { type: "context", elements: [{ type: "mrkdwn", text: "Posted by the AI Operations Hub" }] },
  ];
}
