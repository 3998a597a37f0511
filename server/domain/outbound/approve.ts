import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { outboundMessages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { recordActivity } from "../activity";
import { whatsappContactState, whatsappRefusal } from "./contact";
import type { OutboundKind } from "../../../contract/outbox";

/** A queue item as an operator reads it in the activity feed ("a WhatsApp template message"). */
export function describeKind(kind: string) {
  return { whatsapp_text: "a WhatsApp message", whatsapp_template: "a WhatsApp template message", slack_post: "a Slack post", social_post: "a social post" }[kind] ?? kind;
}

type Decided = Pick<typeof outboundMessages.$inferSelect, "id" | "kind" | "channel" | "recipient" | "recipientName" | "leadId" | "status">;

/**
 * A person's yes, inside the caller's transaction: only a draft may be approved, and a WhatsApp
 * draft is checked again (the contact may have opted out, or the window closed, since it was
 * drafted). The caller queues the row for the sender (queueSends) once its transaction commits.
 */
export async function approveOutbound(tx: Tx, current: Decided, userId: number) {
  if (current.status !== "drafted") throw new HttpError(409, `Only a draft can be approved; this one is ${current.status}`, "NOT_A_DRAFT");
  if (current.channel === "whatsapp") {
    const refusal = whatsappRefusal(current.kind as OutboundKind, await whatsappContactState(tx, current.recipient, current.leadId));
    if (refusal) throw refusal;
  }
  const now = new Date();
  await tx
    .update(outboundMessages)
    .set({ status: "approved", approvedBy: userId, approvedVia: "person", approvedAt: now, updatedAt: now })
    .where(and(eq(outboundMessages.id, current.id), eq(outboundMessages.status, "drafted")));
  await recordActivity(tx, { type: "outbound_approved", message: `Approved ${describeKind(current.kind)} to ${current.recipientName ?? current.recipient}` });
}

/** A person's no, inside the caller's transaction: the draft is kept, rejected, and never sent. */
export async function rejectOutbound(tx: Tx, current: Decided, userId: number, reason: string | undefined) {
  if (current.status !== "drafted") throw new HttpError(409, `Only a draft can be rejected; this one is ${current.status}`, "NOT_A_DRAFT");
  const now = new Date();
  await tx
    .update(outboundMessages)
    .set({ status: "rejected", rejectedBy: userId, rejectedAt: now, rejectReason: reason || null, updatedAt: now })
    .where(and(eq(outboundMessages.id, current.id), eq(outboundMessages.status, "drafted")));
  await recordActivity(tx, { type: "outbound_rejected", message: `Rejected ${describeKind(current.kind)} to ${current.recipientName ?? current.recipient}` });
}
