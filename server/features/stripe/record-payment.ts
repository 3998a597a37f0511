import type Stripe from "stripe";
import type { StripeWebhookResult } from "../../../contract/stripe";
import type { Db } from "../../db/client";
import { stripePayments } from "../../db/schema";
import { stripeWebhooks } from "../../integrations/stripe/client";
import { badRequest, HttpError } from "../../plugins/errors";

/** Event types that are payments; others are acknowledged and ignored. */
const PAYMENT_EVENTS = new Set(["charge.succeeded", "charge.failed", "charge.refunded", "payment_intent.succeeded", "payment_intent.payment_failed", "invoice.paid"]);

/** Records a verified webhook event's payment once (event ids are unique). */
export async function recordStripeEvent(db: Db, event: Stripe.Event): Promise<"recorded" | "duplicate" | "ignored"> {
  if (!PAYMENT_EVENTS.has(event.type)) return "ignored";
  const obj = event.data.object as unknown as Record<string, unknown>;
  const amount = Number(obj.amount_received ?? obj.amount_paid ?? obj.amount ?? 0);
  const rows = await db
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
  return rows.length ? "recorded" : "duplicate";
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
