import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ANALYTICS_EVENTS, analyticsCountsSchema, analyticsEventSchema, landingConfigSchema } from "../../../contract/analytics";
import { okSchema } from "../../../contract/common";
import { analyticsEvents } from "../../db/schema";

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
      const { name, properties, path } = request.body;
      await db.insert(analyticsEvents).values({ name, properties: properties ?? {}, path: path ?? null });
      return reply.status(202).send({ ok: true });
    },
  );

  app.get("/api/analytics/counts", { schema: { response: { 200: analyticsCountsSchema } } }, async () => {
    const rows = await db
      .select({
        name: analyticsEvents.name,
        total: sql<number>`count(*)::int`,
        last7Days: sql<number>`(count(*) filter (where ${analyticsEvents.createdAt} > now() - interval '7 days'))::int`,
      })
      .from(analyticsEvents)
      .groupBy(analyticsEvents.name);
    return {
      counts: ANALYTICS_EVENTS.map((name) => {
        const r = rows.find((x) => x.name === name);
        return { name, total: Number(r?.total ?? 0), last7Days: Number(r?.last7Days ?? 0) };
      }),
    };
  });

  app.get(
    "/api/landing/config",
    { config: { access: "public" }, schema: { response: { 200: landingConfigSchema } } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { whatsappNumber: app.config.landing.whatsappNumber };
    },
  );
};
export default analyticsRoutes;
