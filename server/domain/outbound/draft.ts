import type { DraftedBy, OutboundChannel, OutboundKind } from "../../../contract/outbox";
import type { Tx } from "../../db/client";
import { outboundMessages, outboxAutoApprove } from "../../db/schema";
import { OutboxRefusal, phoneDigits, whatsappContactState, whatsappRefusal } from "./contact";

/**
 * The approval queue's one writer of drafts (decision 072). Every agent, campaign, launch,
 * standup or social path that wants something to leave the building calls draftOutbound()
 * instead of sending: the draft is checked (opt-out, consent, WhatsApp's 24-hour window) and
 * stored for a person to approve. Only sendOutbound (send.ts, the outbox.send job) sends, and
 * only approved rows.
 */

export interface DraftInput {
  kind: OutboundKind;
  channel: OutboundChannel;
  recipient: string;
  recipientName?: string | null;
  leadId?: number | null;
  campaignId?: number | null;
  body: string;
  template?: { name: string; language: string; variables: string[] } | null;
  /** Why it was drafted, in English (API clients, Slack, the log). */
  reason: string;
  /** The same reason as a code and parameters (`OUTBOX_REASON_*`): the screen says it in the reader's language (decision 111). */
  reasonCode?: string | null;
  reasonParams?: Record<string, string | number> | null;
  sourceRef?: string | null;
  draftedBy: DraftedBy;
  agentRole?: string | null;
  userId?: number | null;
}

export type OutboundRow = typeof outboundMessages.$inferSelect;

/** The kinds an admin allowed to skip approval. */
export async function autoApprovedKinds(db: Tx): Promise<OutboundKind[]> {
  return (await db.select({ kind: outboxAutoApprove.kind }).from(outboxAutoApprove)).map((r) => r.kind as OutboundKind);
}

/**
 * Stores a draft (or refuses it with the reason). A kind an admin allowed to skip approval is
 * stored approved (approved_via "rule"); the caller queues it with queueSends() after its
 * transaction. Campaign drafts are unique per campaign, lead and channel: a second call returns null.
 */
export async function draftOutbound(tx: Tx, input: DraftInput): Promise<OutboundRow | null> {
  const body = input.body.trim();
  if (!body) throw new OutboxRefusal("The message is empty.", "invalid");
  if (input.kind === "whatsapp_template" && !input.template?.name) throw new OutboxRefusal("A template message needs the template's name and language.", "invalid");
  let recipient = input.recipient.trim();
  if (input.channel === "whatsapp") {
    recipient = phoneDigits(recipient);
    if (!/^\d{8,15}$/.test(recipient)) throw new OutboxRefusal("The recipient is not a phone number with its country code.", "invalid");
    const refusal = whatsappRefusal(input.kind, await whatsappContactState(tx, recipient, input.leadId));
    if (refusal) throw refusal;
  }
  const auto = (await autoApprovedKinds(tx)).includes(input.kind);
  const now = new Date();
  const [row] = await tx
    .insert(outboundMessages)
    .values({
      kind: input.kind,
      channel: input.channel,
      recipient,
      recipientName: input.recipientName ?? null,
      leadId: input.leadId ?? null,
      campaignId: input.campaignId ?? null,
      body,
      templateName: input.template?.name ?? null,
      templateLanguage: input.template?.language ?? null,
      templateVariables: input.template?.variables ?? null,
      reason: input.reason,
      reasonCode: input.reasonCode ?? null,
      reasonParams: input.reasonParams ?? null,
      sourceRef: input.sourceRef ?? null,
      draftedBy: input.draftedBy,
      agentRole: input.agentRole ?? null,
      draftedByUser: input.userId ?? null,
      status: auto ? "approved" : "drafted",
      approvedVia: auto ? "rule" : null,
      approvedAt: auto ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

