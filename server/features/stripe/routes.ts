import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { stripeStatusSchema as integrationStatusSchema } from "../../../contract/stripe";
import { stripeMetricsSchema } from "../../../contract/stripe";
import { HttpError, badRequest } from "../../plugins/errors";
import { createStripeClient, describeStripeError, NOT_CONFIGURED_MESSAGE, stripeWebhooks } from "../../integrations/stripe/client";
import { getStripeMetrics } from "./get-stripe-metrics";
import { recordStripeEvent } from "./record-payment";

/** GET /api/stripe/status, GET /api/stripe/metrics, POST /api/stripe/webhook (spec 03 §2.5, §7). */
const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.stripe;
  const stripe = createStripeClient(config);

  app.get("/api/stripe/status", { schema: { response: { 200: integrationStatusSchema } } }, async () => {
    if (!stripe) return { status: { connected: false, state: "not_configured" as const, message: NOT_CONFIGURED_MESSAGE } };
    try {
      const balance = await stripe.balance.retrieve();
      return { status: { connected: true, state: "connected" as const, message: `Connected to Stripe (${balance.livemode ? "live" : "test"} mode).` } };
    } catch (err) {
      return { status: { connected: false, state: "failing" as const, message: describeStripeError(err) } };
    }
  });

  app.get("/api/stripe/metrics", { schema: { response: { 200: stripeMetricsSchema } } }, async () => {
    if (!stripe) throw new HttpError(503, NOT_CONFIGURED_MESSAGE, "NOT_CONFIGURED");
    try {
      return await getStripeMetrics(stripe);
    } catch (err) {
      throw new HttpError(502, describeStripeError(err), "INTEGRATION_FAILING");
    }
  });

  // Webhooks: Stripe signs the exact bytes, so this scope keeps JSON bodies raw.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app.post(
    "/api/stripe/webhook",
    {
      config: { access: "public", csrf: false, rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: { response: { 200: z.object({ received: z.literal(true), result: z.enum(["recorded", "duplicate", "ignored"]) }) } },
    },
    async (request) => {
      if (!config.webhookSecret) throw new HttpError(503, "Not configured: set STRIPE_WEBHOOK_SECRET to accept Stripe webhooks.", "NOT_CONFIGURED");
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw badRequest("Missing Stripe signature");
      let event;
      try {
        event = stripeWebhooks().constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        throw badRequest("Invalid Stripe signature");
      }
      const result = await recordStripeEvent(app.database.db, event);
      return { received: true as const, result };
    },
  );
};
export default stripeRoutes;
