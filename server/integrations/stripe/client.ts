import Stripe from "stripe";

/**
 * Stripe through its official SDK. Off unless STRIPE_SECRET_KEY is set; the API
 * base (STRIPE_API_URL) is overridable so tests run against a local fake over HTTP.
 */
export interface StripeConfig {
  secretKey: string | null;
  webhookSecret: string | null;
  apiUrl: string;
  timeoutMs: number;
}

export function createStripeClient(config: StripeConfig): Stripe | null {
  if (!config.secretKey) return null;
  const url = new URL(config.apiUrl);
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "http:" ? 80 : 443)),
    protocol: url.protocol === "http:" ? "http" : "https",
    timeout: config.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

/** For verifying webhook signatures only (no API calls). */
export const stripeWebhooks = () => Stripe.webhooks;

export const NOT_CONFIGURED_MESSAGE = "Not configured: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET for payment webhooks).";

export function describeStripeError(err: unknown): string {
  if (err instanceof Stripe.errors.StripeError) {
    if (err.type === "StripeAuthenticationError") return "Stripe refused the secret key (check STRIPE_SECRET_KEY).";
    if (err.type === "StripeConnectionError") return "Stripe could not be reached.";
    return `Stripe answered: ${err.message}`;
  }
  return `Stripe request failed: ${(err as Error).message}`;
}
