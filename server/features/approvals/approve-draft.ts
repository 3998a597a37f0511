import type { Db } from "../../db/client";
import { approveOutbound } from "../../domain/outbound";
import type { OutboxService } from "../../plugins/outbox";
import { getApproval } from "./get-approval";

/**
 * A person's yes: the draft becomes approved by this user (the outbound module checks a WhatsApp
 * draft again: the contact may have opted out since it was drafted) and is queued for the sender.
 */
export async function approveDraft({ db, outbox }: { db: Db; outbox: Pick<OutboxService, "queue"> }, id: number, userId: number) {
  const row = await db.transaction(async (tx) => {
    await approveOutbound(tx, await getApproval(tx, id), userId);
    return getApproval(tx, id);
  });
  await outbox.queue([row.id]);
  return row;
}
