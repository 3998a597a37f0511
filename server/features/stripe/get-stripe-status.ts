import type Stripe from "stripe";
import type { StripeStatus } from "../../../contract/stripe";
import { describeStripeError, NOT_CONFIGURED_MESSAGE } from "../../integrations/stripe/client";
import { connected, failing, notConfigured } from "../../integrations/status";

/** Connected when Stripe answers a balance call with the configured key (live or test mode said). */
export async function getStripeStatus(stripe: Stripe | null): Promise<StripeStatus> {
  if (!stripe) return { status: notConfigured(NOT_CONFIGURED_MESSAGE, "STRIPE_NOT_CONFIGURED") };
  try {
    const balance = await stripe.balance.retrieve();
    return { status: connected(`Connected to Stripe (${balance.livemode ? "live" : "test"} mode).`) };
  } catch (err) {
    return { status: failing(describeStripeError(err)) };
  }
}
