import type Stripe from "stripe";
import type { StripeWebhookResult } from "../../../contract/stripe";
import { eq } from "drizzle-orm";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { recordLeadEvent } from "../../domain/leads";
import { leads, stripePayments } from "../../db/schema";
import { stripeWebhooks } from "../../integrations/stripe/client";
import { badRequest, HttpError } from "../../lib/http-error";

/** Event types that are payments; others are acknowledged and ignored. */
const PAYMENT_EVENTS = new Set(["charge.succeeded", "charge.failed", "charge.refunded", "payment_intent.succeeded", "payment_intent.payment_failed", "invoice.paid"]);

/**
 * The events that are one successful payment each (a card payment also sends charge.succeeded
 * for its payment intent; that one is not counted twice).
 */
const isSuccessfulPayment = (type: string, obj: Record<string, unknown>) =>
  type === "payment_intent.succeeded" || type === "invoice.paid" || (type === "charge.succeeded" && !obj.payment_intent);

/**
 * Records a verified webhook event's payment once (event ids are unique). A successful payment
 * whose metadata names a lead (`lead_id`) books its amount as that lead's revenue (USD, whole
 * dollars) and converts it, with a timeline event and a feed entry — in the same transaction.
 */
export async function recordStripeEvent(db: Db, event: Stripe.Event): Promise<"recorded" | "duplicate" | "ignored"> {
  if (!PAYMENT_EVENTS.has(event.type)) return "ignored";
  const obj = event.data.object as unknown as Record<string, unknown>;
  const amount = Number(obj.amount_received ?? obj.amount_paid ?? obj.amount ?? 0);
  return db.transaction(async (tx) => {
  const rows = await tx
    .insert(stripePayments)
    .values({
      eventId: event.id,
      eventType: event.type,
      objectId: String(obj.id ?? ""),
      amount: Number.isFinite(amount) ? amount : 0,
      currency: String(obj.currency ?? "usd"),
      status: String(obj.status ?? event.type.split(".").pop()),
      customer: typeof obj.customer === "string" ? obj.customer : null,
      raw: obj,
      occurredAt: new Date(event.created * 1000),
    })
    .onConflictDoNothing({ target: stripePayments.eventId })
    .returning({ id: stripePayments.id });
  if (!rows.length) return "duplicate";
  const leadId = Number((obj.metadata as Record<string, unknown> | undefined)?.lead_id);
  if (isSuccessfulPayment(event.type, obj) && Number.isInteger(leadId) && leadId > 0) {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
    if (lead) {
      const currency = String(obj.currency ?? "usd").toLowerCase();
      const counted = currency === "usd" && Number.isFinite(amount) && amount > 0;
      const dollars = counted ? Math.round(amount / 100) : 0;
      const at = new Date(event.created * 1000);
      await tx
        .update(leads)
        .set({
          revenue: (lead.revenue ?? 0) + dollars,
          status: "converted",
          lostReason: null,
          convertedAt: lead.convertedAt ?? at,
          isSample: false,
          updatedAt: new Date(),
        })
        .where(eq(leads.id, leadId));
      await recordLeadEvent(tx, leadId, "payment", { eventId: event.id, amountCents: amount, currency, countedDollars: dollars, ...(counted ? {} : { notCounted: "only USD payments count as revenue" }) }, { actor: "system", actorId: "stripe" }, { channel: "stripe", occurredAt: at });
      if (lead.status !== "converted") await recordLeadEvent(tx, leadId, "converted", { value: dollars, from: lead.status, via: "stripe" }, { actor: "system", actorId: "stripe" }, { occurredAt: at });
      await recordActivity(tx, { type: "lead_payment", message: `Payment received for lead #${leadId}: ${(amount / 100).toFixed(2)} ${currency.toUpperCase()}` });
    }
  }
  return "recorded";
  });
}

/** A webhook delivery: the signature over the exact bytes is checked, then the event's payment recorded once. */
export async function receiveStripeWebhook(db: Db, webhookSecret: string | null, body: unknown, signature: string | string[] | undefined): Promise<StripeWebhookResult> {
  if (!webhookSecret) throw new HttpError(503, "Not configured: set STRIPE_WEBHOOK_SECRET to accept Stripe webhooks.", "NOT_CONFIGURED");
  if (typeof signature !== "string" || !Buffer.isBuffer(body)) throw badRequest("Missing Stripe signature");
  let event: Stripe.Event;
  try {
    event = stripeWebhooks().constructEvent(body, signature, webhookSecret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
  return { received: true, result: await recordStripeEvent(db, event) };
}
