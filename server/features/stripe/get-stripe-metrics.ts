import type Stripe from "stripe";
import type { StripeMetrics } from "../../../contract/stripe";
import { describeStripeError, NOT_CONFIGURED_MESSAGE } from "../../integrations/stripe/client";
import { badGateway, HttpError } from "../../lib/http-error";

const DAY = 86_400;

/**
 * Revenue, transactions, growth, average order value, active subscriptions and
 * failed payments: the last 30 days against the 30 before, from Stripe's charges
 * (succeeded and paid, less refunds; US dollars) and active subscriptions. 503 without a key,
 * 502 with Stripe's reason when it fails.
 */
export async function getStripeMetrics(stripe: Stripe | null, now = new Date()): Promise<StripeMetrics> {
  if (!stripe) throw new HttpError(503, NOT_CONFIGURED_MESSAGE, "STRIPE_NOT_CONFIGURED");
  try {
    return await computeStripeMetrics(stripe, now);
  } catch (err) {
    throw badGateway(describeStripeError(err));
  }
}

async function computeStripeMetrics(stripe: Stripe, now: Date): Promise<StripeMetrics> {
  const to = Math.floor(now.getTime() / 1000);
  const from = to - 30 * DAY;
  const prevFrom = to - 60 * DAY;
  const charges = await stripe.charges.list({ created: { gte: prevFrom, lte: to }, limit: 100 }).autoPagingToArray({ limit: 10_000 });
  const subscriptions = await stripe.subscriptions.list({ status: "active", limit: 100 }).autoPagingToArray({ limit: 10_000 });
  let revenue = 0;
  let prevRevenue = 0;
  let transactions = 0;
  let failed = 0;
  for (const c of charges) {
    if (c.currency !== "usd") continue;
    const current = c.created >= from;
    if (c.status === "failed") {
      if (current) failed++;
      continue;
    }
    if (c.status !== "succeeded" || !c.paid) continue;
    const net = c.amount - (c.amount_refunded ?? 0);
    if (current) {
      revenue += net;
      transactions++;
    } else prevRevenue += net;
  }
  const dollars = (cents: number) => Math.round(cents) / 100;
  return {
    metrics: {
      revenue: dollars(revenue),
      transactions,
      revenueGrowth: prevRevenue > 0 ? Math.round(((revenue - prevRevenue) / prevRevenue) * 1000) / 10 : null,
      averageOrderValue: transactions ? dollars(revenue / transactions) : 0,
      subscriptions: subscriptions.length,
      failedPayments: failed,
    },
    period: { from: new Date(from * 1000).toISOString(), to: new Date(to * 1000).toISOString() },
    currency: "usd",
  };
}
