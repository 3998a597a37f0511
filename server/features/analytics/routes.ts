import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { analyticsCountsSchema, analyticsEventSchema, landingConfigSchema } from "../../../contract/analytics";
import { okSchema } from "../../../contract/common";
import { countAnalyticsEvents } from "./count-analytics-events";
import { recordAnalyticsEvent } from "./record-analytics-event";

/** Landing-page analytics events and the landing page's public configuration. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    "/api/analytics/events",
    {
      config: { access: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      bodyLimit: 4096,
      schema: { body: analyticsEventSchema, response: { 202: okSchema } },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(db, request.body);
      return reply.status(202).send({ ok: true });
    },
  );
  app.get("/api/analytics/counts", { schema: { response: { 200: analyticsCountsSchema } } }, () => countAnalyticsEvents(db));
  app.get("/api/landing/config", { config: { access: "public" }, schema: { response: { 200: landingConfigSchema } } }, async (_req, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return { whatsappNumber: app.config.landing.whatsappNumber, demoMode: app.config.demoMode };
  });
};
export default analyticsRoutes;
