import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assessmentRequestSchema, assessmentResponseSchema, landingRequestListSchema, landingStatsSchema } from "../../../contract/landing";
import { getLandingStats } from "./get-landing-stats";
import { listLandingRequests } from "./list-landing-requests";
import { submitAssessment } from "./submit-assessment";

/** The landing page's assessment form and its figures (issue 9, public), and the requests for the team (signed in). */
const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { landing } = app.config;
  app.post(
    "/api/assessments",
    {
      config: { access: "public", rateLimit: { max: landing.formPerHour, timeWindow: "1 hour" } },
      bodyLimit: 8192,
      schema: { body: assessmentRequestSchema, response: { 200: assessmentResponseSchema } },
    },
    (request) =>
      submitAssessment(
        { db, minFillMs: landing.formMinFillMs, log: (msg) => request.log.info(msg) },
        request.body,
        { ip: request.ip ?? null, userAgent: request.headers["user-agent"] ?? null },
      ),
  );
  app.get("/api/landing/requests", { schema: { response: { 200: landingRequestListSchema } } }, () => listLandingRequests(db));
  app.get("/api/landing/stats", { config: { access: "public" }, schema: { response: { 200: landingStatsSchema } } }, () => getLandingStats(db));
};
export default landingRoutes;
