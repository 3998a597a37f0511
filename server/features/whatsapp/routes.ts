import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  whatsappStatusSchema,
  whatsappTestRequestSchema,
  whatsappTestResultSchema,
  whatsappWebhookResultSchema,
  whatsappWebhookVerifyQuerySchema,
} from "../../../contract/whatsapp";
import { getWhatsappStatus } from "./get-whatsapp-status";
import { receiveWebhook, verifyWebhookSubscription } from "./receive-webhook";
import { sendTestAutomation } from "./send-test-automation";

/** Spec 02 §3, §7: WhatsApp Cloud API status, test template, and the webhook (verify handshake, signed events). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  app.get("/api/whatsapp/status", { schema: { response: { 200: whatsappStatusSchema } } }, () => getWhatsappStatus({ db, config }));
  app.post("/api/whatsapp/test-automation", { schema: { body: whatsappTestRequestSchema, response: { 200: whatsappTestResultSchema } } }, (request) =>
    sendTestAutomation({ db, config, channels: app.outbox.channels }, request.body),
  );

  // The webhook lives in its own scope: it reads the raw body to check Meta's signature.
  const webhook: FastifyPluginAsyncZod = async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    hook.get("/api/whatsapp/webhook", { config: { access: "public" }, schema: { querystring: whatsappWebhookVerifyQuerySchema } }, async (request, reply) =>
      reply.type("text/plain").send(verifyWebhookSubscription(config, request.query)),
    );
    hook.post(
      "/api/whatsapp/webhook",
      { config: { access: "public", csrf: false }, schema: { response: { 200: whatsappWebhookResultSchema } } },
      (request) => receiveWebhook({ db, config }, Buffer.isBuffer(request.body) ? request.body : Buffer.from(""), request.headers["x-hub-signature-256"] as string | undefined),
    );
  };
  await app.register(webhook);
};
export default whatsappRoutes;
