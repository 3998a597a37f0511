import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema } from "../../../contract/common";
import { actionItemListSchema, agentActivityListSchema, healthSchema, systemHealthSchema } from "../../../contract/health";
import { HEALTH_SAMPLE_JOB } from "../../domain/jobs";
import { HttpError } from "../../lib/http-error";
import { checkHealth } from "./check-health";
import { getSystemHealth } from "./get-system-health";
import { listActionItems } from "./list-action-items";
import { listAgentActivity } from "./list-agent-activity";
import { renderMetrics } from "./render-metrics";
import { sampleHealth } from "./sample-health";

/** The sample period the panel states (HEALTH_SAMPLE_CRON's default: every minute). */
const INTERVAL_SECONDS = 60;

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * GET /api/health for load balancers (public); the health model (decision 050):
 * GET /api/health/system (signed in), POST /api/health/check (admins: sample now),
 * GET /metrics for Prometheus (bearer METRICS_TOKEN), and the health.sample job.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  const db = app.database.db;
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

  app.get("/api/health/system", { schema: { response: { 200: systemHealthSchema } } }, () => getSystemHealth(db, INTERVAL_SECONDS));

  app.get("/api/health/action-items", { schema: { response: { 200: actionItemListSchema } } }, () => listActionItems({ db, config: app.config }));

  app.get("/api/health/agents", { schema: { response: { 200: agentActivityListSchema } } }, () => listAgentActivity(db));

  app.post("/api/health/check", { config: { access: "admin" }, schema: { response: { 200: systemHealthSchema } } }, async () => {
    await app.beat();
    await sampleHealth({ database: app.database, config: app.config });
    return getSystemHealth(db, INTERVAL_SECONDS);
  });

  app.get(
    "/metrics",
    { config: { access: "public", rateLimit: { max: 600, timeWindow: "1 minute" } }, schema: { response: { 401: errorSchema, 503: errorSchema } } },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw new HttpError(503, "Metrics are off: set METRICS_TOKEN and send it as a bearer token.", "METRICS_NOT_CONFIGURED");
      const header = request.headers.authorization ?? "";
      if (!header.startsWith("Bearer ") || !sameToken(header.slice(7), token)) {
        throw new HttpError(401, "A valid bearer token (METRICS_TOKEN) is required.", "UNAUTHENTICATED", { "www-authenticate": "Bearer" });
      }
      const text = await renderMetrics(db, app.prom);
      return reply.type(app.prom.registry.contentType).send(text as never);
    },
  );

  app.jobs.define(HEALTH_SAMPLE_JOB, {
    queue: { retryLimit: 0, expireInSeconds: 120 },
    schedule: { cron: app.config.health.sampleCron, tz: app.config.timeZone },
    handler: async () => {
      await sampleHealth({ database: app.database, config: app.config });
    },
    // A first sample soon after start, so the panel is not empty for a minute.
    onWorkersStarted: async () => {
      await app.jobs.send(HEALTH_SAMPLE_JOB, {}, { singletonKey: "startup", singletonSeconds: 30 });
    },
  });
};
export default healthRoutes;
