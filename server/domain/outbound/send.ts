import type { KnownBlock } from "@slack/web-api";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { leads, outboundMessages, standups, weeklyReports, whatsappMessages } from "../../db/schema";
import { recordActivity } from "../activity";
import { OUTBOX_SEND_JOB, type JobSender } from "../jobs";
import { recordLeadEvent } from "../leads";
import { describeKind } from "./approve";
import { OutboxRefusal, whatsappContactState, whatsappRefusal } from "./contact";
import type { OutboundKind } from "../../../contract/outbox";
import type { OutboundRow } from "./draft";

/**
 * The one way out (decisions 072, 080): the channels a message leaves by, injected by the
 * plugin that wires the integration clients in (server/plugins/outbox.ts). The domain floor
 * sits below the integrations, so it names what it needs and never imports a client; a test
 * (tests/boundaries.test.ts) holds that only that plugin imports a client's send function.
 */
export interface OutboundChannels {
  whatsapp: {
    sendText(input: { to: string; body: string }): Promise<{ messageId: string }>;
    sendTemplate(input: { to: string; template: string; language: string; parameters: string[] }): Promise<{ messageId: string }>;
    /** A refusal that cannot change (Meta's permanent codes): fail at once instead of retrying. */
    isPermanent(err: unknown): boolean;
  };
  slack: {
    /** Posts to `channelId` (the configured channel when null). */
    post(input: { channelId: string | null; text: string; blocks: KnownBlock[] }): Promise<{ ts: string | null }>;
  };
}

/** A channel the hub cannot send on (yet): fails at once with what to do instead. */
class NotAvailable extends Error {}

/** Thrown to have the job queue try again later (the row stays approved, with the error shown). */
export class RetryLater extends Error {}

const SOCIAL_NOT_AVAILABLE: Record<string, string> = {
  linkedin: "Publishing to LinkedIn from the hub is not available yet: copy the approved text and post it on LinkedIn by hand.",
  facebook: "Publishing to Facebook from the hub is not available yet: copy the approved text and post it on Facebook by hand.",
};

/** What a draft was made of, for the sender to record the send there (`standup:12`, `report:3`). */
function sourceOf(row: OutboundRow) {
  const [, kind, id] = /^(standup|report):(\d+)$/.exec(row.sourceRef ?? "") ?? [];
  return kind ? { kind: kind as "standup" | "report", id: Number(id) } : null;
}

/** Marks the standup or weekly report a Slack post was drafted for as posted (or why it was not). */
async function recordOnSource(db: Tx, row: OutboundRow, outcome: { postedAt: Date } | { error: string }) {
  const source = sourceOf(row);
  if (!source) return;
  if (source.kind === "standup")
    await db
      .update(standups)
      .set("postedAt" in outcome ? { postedToSlack: true, slackError: null } : { slackError: outcome.error })
      .where(eq(standups.id, source.id));
  else
    await db
      .update(weeklyReports)
      .set("postedAt" in outcome ? { slackPostedAt: outcome.postedAt, slackError: null } : { slackError: outcome.error })
      .where(eq(weeklyReports.id, source.id));
}

/**
 * The sender (job outbox.send): sends one approved row through its channel and records the
 * send (provider id, time; the approver is already on the row). A refusal that cannot change
 * (opted out, a permanent Cloud API error) fails at once; anything else is retried by the job
 * queue until `finalAttempt`, then shown as failed with the last error.
 */
export async function sendOutbound({ db, channels }: { db: Db; channels: OutboundChannels }, id: number, finalAttempt: boolean) {
  const [row] = await db
    .update(outboundMessages)
    .set({ status: "sending", updatedAt: new Date() })
    .where(and(eq(outboundMessages.id, id), inArray(outboundMessages.status, ["approved", "sending"])))
    .returning();
  if (!row) return { skipped: true as const };
  const attempts = row.attempts + 1;
  try {
    const { providerMessageId } = await deliver(db, channels, row);
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx.update(outboundMessages).set({ status: "sent", attempts, lastError: null, sentAt: now, providerMessageId, updatedAt: now }).where(eq(outboundMessages.id, id));
      if (row.channel === "whatsapp" && providerMessageId) {
        await tx
          .insert(whatsappMessages)
          .values({ waMessageId: providerMessageId, direction: "outbound", platform: "roofstrike", phone: row.recipient, template: row.templateName, language: row.templateLanguage, body: row.body, status: "sent" })
          .onConflictDoNothing();
        if (row.leadId) {
          await recordLeadEvent(tx, row.leadId, "contacted", { outboundMessageId: row.id, approvedBy: row.approvedBy, approvedVia: row.approvedVia }, { actor: "system" }, { channel: "whatsapp", occurredAt: now });
          await tx.update(leads).set({ status: "contacted", updatedAt: now }).where(and(eq(leads.id, row.leadId), eq(leads.status, "new")));
        }
      }
      await recordOnSource(tx, row, { postedAt: now });
      await recordActivity(tx, { type: "outbound_sent", message: `Sent ${describeKind(row.kind)} to ${row.recipientName ?? row.recipient}` });
    });
    return { sent: true as const };
  } catch (err) {
    const message = (err as Error).message.replace(/^whatsapp: |^slack: /, "");
    const permanent = err instanceof OutboxRefusal || channels.whatsapp.isPermanent(err) || err instanceof NotAvailable;
    const failed = permanent || finalAttempt;
    await db.transaction(async (tx) => {
      await tx
        .update(outboundMessages)
        .set({ status: failed ? "failed" : "approved", attempts, lastError: message, updatedAt: new Date() })
        .where(eq(outboundMessages.id, id));
      if (failed) {
        await recordOnSource(tx, row, { error: message });
        await recordActivity(tx, { type: "outbound_failed", message: `Could not send ${describeKind(row.kind)} to ${row.recipientName ?? row.recipient}: ${message}` });
      }
    });
    if (failed) return { failed: true as const, error: message };
    throw new RetryLater(message);
  }
}

async function deliver(db: Db, channels: OutboundChannels, row: OutboundRow): Promise<{ providerMessageId: string | null }> {
  switch (row.channel) {
    case "whatsapp": {
      // Checked again at the moment of sending: an opt-out or a closed window since approval wins.
      const refusal = whatsappRefusal(row.kind as OutboundKind, await whatsappContactState(db, row.recipient, row.leadId));
      if (refusal) throw refusal;
      const to = `+${row.recipient}`;
      const sent =
        row.kind === "whatsapp_template"
          ? await channels.whatsapp.sendTemplate({ to, template: row.templateName!, language: row.templateLanguage ?? "en_US", parameters: row.templateVariables ?? [] })
          : await channels.whatsapp.sendText({ to, body: row.body });
      return { providerMessageId: sent.messageId };
    }
    case "slack": {
      const posted = await channels.slack.post({ channelId: row.recipient || null, text: row.body, blocks: [{ type: "section", text: { type: "mrkdwn", text: row.body.slice(0, 3000) } }] });
      return { providerMessageId: posted.ts };
    }
    default:
      throw new NotAvailable(SOCIAL_NOT_AVAILABLE[row.channel] ?? `Sending on ${row.channel} is not available.`);
  }
}

/**
 * An operator's own test send (POST /api/whatsapp/test-automation, /api/slack/test-*): a
 * person pressed the button for it, so it is not queued for approval (decision 072), but it
 * leaves by the same channels as every other message, and never to a number that opted out.
 */
export const sendOperatorTest = {
  /** Refused (422) when the number opted out: a STOP/BAJA holds for a person's test send too. */
  async whatsappTemplate(db: Tx, channels: OutboundChannels, input: { to: string; template: string; language: string; parameters: string[] }) {
    const state = await whatsappContactState(db, input.to);
    if (state.optedOut) throw whatsappRefusal("whatsapp_template", state)!;
    return channels.whatsapp.sendTemplate(input);
  },
  slackPost: (channels: OutboundChannels, input: { text: string; blocks: KnownBlock[] }) => channels.slack.post({ channelId: null, ...input }),
};

/** The ids of approved rows not yet sent (queued again when workers start). */
export async function approvedUnsent(db: Tx) {
  return (await db.select({ id: outboundMessages.id }).from(outboundMessages).where(inArray(outboundMessages.status, ["approved", "sending"]))).map((r) => r.id);
}

/** Queues approved rows for the sender, after the transaction that approved them committed. */
export async function queueSends(jobs: Pick<JobSender, "send">, ids: number[], retry: { retryLimit: number; retryDelaySeconds: number }) {
  for (const id of ids)
    await jobs.send(OUTBOX_SEND_JOB, { id }, { retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: retry.retryDelaySeconds > 0, singletonKey: `outbox-${id}` });
}
