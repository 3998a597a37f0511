import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { queueSends, whatsappContactState, whatsappRefusal, type OutboundKind } from "../../domain/outbound/draft";
import { outboundMessages } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { JobQueue } from "../../plugins/jobs";
import { getApproval } from "./get-approval";

/**
 * A person's yes: the draft becomes approved by this user and is queued for the sender.
 * A WhatsApp draft is checked again (the contact may have opted out since it was drafted).
 */
export async function approveDraft({ db, jobs, config }: { db: Db; jobs: JobQueue; config: Config }, id: number, userId: number) {
  const row = await db.transaction(async (tx) => {
    const current = await getApproval(tx, id);
    if (current.status !== "drafted") throw new HttpError(409, `Only a draft can be approved; this one is ${current.status}`, "NOT_A_DRAFT");
    if (current.channel === "whatsapp") {
      const refusal = whatsappRefusal(current.kind as OutboundKind, await whatsappContactState(tx, current.recipient, current.leadId));
      if (refusal) throw refusal;
    }
    const now = new Date();
    await tx
      .update(outboundMessages)
      .set({ status: "approved", approvedBy: userId, approvedVia: "person", approvedAt: now, updatedAt: now })
      .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, "drafted")));
    await recordActivity(tx, { type: "outbound_approved", message: `Approved ${describe(current.kind)} to ${current.recipientName ?? current.recipient}` });
    return getApproval(tx, id);
  });
  await queueSends(jobs, [row.id], config.outbox);
  return row;
}

export function describe(kind: string) {
  return { whatsapp_text: "a WhatsApp message", whatsapp_template: "a WhatsApp template message", slack_post: "a Slack post", social_post: "a social post" }[kind] ?? kind;
}
