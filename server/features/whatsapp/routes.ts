import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { whatsappStatusSchema, whatsappTestRequestSchema, whatsappTestResultSchema } from "../../../contract/whatsapp";
import { validSignature } from "../../integrations/whatsapp/client";
import { HttpError } from "../../plugins/errors";
import { getWhatsappStatus, sendTestAutomation, storeWebhook } from "./whatsapp";

/** Spec 02 §3, §7: WhatsApp Cloud API status, test template, and the webhook (verify handshake, signed events). */
const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/whatsapp/status", { schema: { response: { 200: whatsappStatusSchema } } }, async () => getWhatsappStatus(app));
  app.post("/api/whatsapp/test-automation", { schema: { body: whatsappTestRequestSchema, response: { 200: whatsappTestResultSchema } } }, async (request) =>
    sendTestAutomation(app, request.body),
  );

  // The webhook lives in its own scope: it reads the raw body to check Meta's signature.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    hook.get(
      "/api/whatsapp/webhook",
      {
        config: { access: "public" },
        schema: { querystring: z.object({ "hub.mode": z.string().optional(), "hub.verify_token": z.string().optional(), "hub.challenge": z.string().optional() }) },
      },
      async (request, reply) => {
        const q = request.query as Record<string, string | undefined>;
        const expected = app.config.whatsapp.verifyToken;
        if (!expected) throw new HttpError(503, "The WhatsApp webhook is not configured: set WHATSAPP_VERIFY_TOKEN.", "NOT_CONFIGURED");
        if (q["hub.mode"] !== "subscribe" || q["hub.verify_token"] !== expected) throw new HttpError(403, "Verify token mismatch");
        return reply.type("text/plain").send(q["hub.challenge"] ?? "");
      },
    );
    hook.post("/api/whatsapp/webhook", { config: { access: "public", csrf: false } }, async (request) => {
      const secret = app.config.whatsapp.appSecret;
      if (!secret) throw new HttpError(503, "The WhatsApp webhook is not configured: set WHATSAPP_APP_SECRET.", "NOT_CONFIGURED");
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
      if (!validSignature(secret, raw, request.headers["x-hub-signature-256"] as string | undefined))
        throw new HttpError(401, "Invalid X-Hub-Signature-256", "BAD_SIGNATURE");
      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HttpError(400, "Body is not JSON");
      }
      const stored = await storeWebhook(app, payload as never);
      return { ok: true, ...stored };
    });
  });
};
export default whatsappRoutes;
