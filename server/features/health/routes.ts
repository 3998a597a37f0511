import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../contract/health";
import { checkHealth } from "./check-health";

/** GET /api/health for load balancers and monitors: 200 when the database answers, 503 when it does not. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  app.get(
    "/api/health",
    {
      config: { access: "public", rateLimit: { max: 600, timeWindow: "1 minute" } },
      schema: { response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.database, { version: app.config.version, startedAt });
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
export default healthRoutes;
