import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../contract/health";

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const started = Date.now();
  app.get(
    "/api/health",
    {
      config: { access: "public", rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await app.database.ping()) * 100) / 100;
      } catch {
        latencyMs = null;
      }
      const reachable = latencyMs !== null;
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? "ok" : "degraded",
        version: app.config.version,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
        database: { reachable, driver: app.database.driver, latencyMs },
      });
    },
  );
};
export default healthRoutes;
