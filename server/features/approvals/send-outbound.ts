import { and, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { OutboxRefusal, whatsappContactState, whatsappRefusal, type OutboundKind } from "../../domain/outbound/draft";
import { recordLeadEvent } from "../../domain/leads";
import { leads, outboundMessages, standups, whatsappMessages } from "../../db/schema";
import { postToSlack } from "../../integrations/slack/client";
import { sendTemplate, sendText, WhatsappApiError } from "../../integrations/whatsapp/client";
import { describe } from "./approve-draft";

/** A channel the hub cannot send on (yet): fails at once with what to do instead. */
class NotAvailable extends Error {}

/** Thrown to have the job queue try again later (the row stays approved, with the error shown). */
export class RetryLater extends Error {}

const SOCIAL_NOT_AVAILABLE: Record<string, string> = {
  linkedin: "Publishing to LinkedIn from the hub is not available yet: copy the approved text and post it on LinkedIn by hand.",
  facebook: "Publishing to Facebook from the hub is not available yet: copy the approved text and post it on Facebook by hand.",
};

/**
 * The sender (job outbox.send): sends one approved row through its channel and records the
 * send (provider id, time; the approver is already on the row). A refusal that cannot change
 * (opted out, a permanent Cloud API error) fails at once; anything else is retried by the job
 * queue until `finalAttempt`, then shown as failed with the last error.
 */
export async function sendOutbound({ db, config }: { db: Db; config: Config }, id: number, finalAttempt: boolean) {
  const [row] = await db
    .update(outboundMessages)
    .set({ status: "sending", updatedAt: new Date() })
    .where(and(eq(outboundMessages.id, id), inArray(outboundMessages.status, ["approved", "sending"])))
    .returning();
  if (!row) return { skipped: true as const };
  const attempts = row.attempts + 1;
  try {
    const { providerMessageId } = await deliver(db, config, row);
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
      const standupId = /^standup:(\d+)$/.exec(row.sourceRef ?? "")?.[1];
      if (standupId) await tx.update(standups).set({ postedToSlack: true, slackError: null }).where(eq(standups.id, Number(standupId)));
      await recordActivity(tx, { type: "outbound_sent", message: `Sent ${describe(row.kind)} to ${row.recipientName ?? row.recipient}` });
    });
    return { sent: true as const };
  } catch (err) {
    const message = (err as Error).message.replace(/^whatsapp: |^slack: /, "");
    const permanent = err instanceof OutboxRefusal || (err instanceof WhatsappApiError && err.permanent) || err instanceof NotAvailable;
    const failed = permanent || finalAttempt;
    await db
      .update(outboundMessages)
      .set({ status: failed ? "failed" : "approved", attempts, lastError: message, updatedAt: new Date() })
      .where(eq(outboundMessages.id, id));
    if (failed) {
      const standupId = /^standup:(\d+)$/.exec(row.sourceRef ?? "")?.[1];
      if (standupId) await db.update(standups).set({ slackError: message }).where(eq(standups.id, Number(standupId)));
      await recordActivity(db, { type: "outbound_failed", message: `Could not send ${describe(row.kind)} to ${row.recipientName ?? row.recipient}: ${message}` });
      return { failed: true as const, error: message };
    }
    throw new RetryLater(message);
  }
}

async function deliver(db: Db, config: Config, row: typeof outboundMessages.$inferSelect): Promise<{ providerMessageId: string | null }> {
  switch (row.channel) {
    case "whatsapp": {
      // Checked again at the moment of sending: an opt-out or a closed window since approval wins.
      const refusal = whatsappRefusal(row.kind as OutboundKind, await whatsappContactState(db, row.recipient, row.leadId));
      if (refusal) throw refusal;
      const to = `+${row.recipient}`;
      const sent =
        row.kind === "whatsapp_template"
          ? await sendTemplate(config, { to, template: row.templateName!, language: row.templateLanguage ?? "en_US", parameters: row.templateVariables ?? [] })
          : await sendText(config, { to, body: row.body });
      return { providerMessageId: sent.messageId };
    }
    case "slack": {
      const posted = await postToSlack({ ...config, slack: { ...config.slack, channelId: row.recipient || config.slack.channelId } }, row.body, [
        { type: "section", text: { type: "mrkdwn", text: row.body.slice(0, 3000) } },
      ]);
      return { providerMessageId: posted.ts };
    }
    default:
      throw new NotAvailable(SOCIAL_NOT_AVAILABLE[row.channel] ?? `Sending on ${row.channel} is not available.`);
  }
}
