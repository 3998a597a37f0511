import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { stripeMetricsSchema, stripeStatusSchema, stripeWebhookResultSchema } from "../../../contract/stripe";
import { createStripeClient } from "../../integrations/stripe/client";
import { getStripeMetrics } from "./get-stripe-metrics";
import { getStripeStatus } from "./get-stripe-status";
import { receiveStripeWebhook } from "./record-payment";

/** GET /api/stripe/status, GET /api/stripe/metrics, POST /api/stripe/webhook (spec 03 §2.5, §7). */
const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.stripe;
  const stripe = createStripeClient(config);
  app.get("/api/stripe/status", { schema: { response: { 200: stripeStatusSchema } } }, () => getStripeStatus(stripe));
  app.get("/api/stripe/metrics", { schema: { response: { 200: stripeMetricsSchema } } }, () => getStripeMetrics(stripe));
  // Webhooks: Stripe signs the exact bytes, so this scope keeps JSON bodies raw.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  app.post(
    "/api/stripe/webhook",
    {
      config: { access: "public", csrf: false, rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: { response: { 200: stripeWebhookResultSchema } },
    },
    async (request) => {
      const result = await receiveStripeWebhook(app.database.db, config.webhookSecret, request.body, request.headers["stripe-signature"]);
      if (result.result === "recorded") app.kpis.invalidate();
      return result;
    },
  );
};
export default stripeRoutes;
