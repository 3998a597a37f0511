import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hailDataStatusSchema, hailImportQuerySchema, hailImportResultSchema, hailRiskQuerySchema, hailRiskResponseSchema } from "../../../contract/hail-risk";
import { hailHistorySchema, zipHailHistoryQuerySchema } from "../../../contract/hail-history";
import { SPC_DAILY_JOB } from "../../domain/jobs";
import { fetchSpcDaily } from "./fetch-spc-daily";
import { getHailDataStatus } from "./get-hail-data-status";
import { getHailRisk } from "./get-hail-risk";
import { getZipHailHistory } from "./get-zip-hail-history";
import { importUploadedHailFile } from "./import-uploaded-hail-file";

/** Spec 03 §2.8, §7: the public hail-risk check, the admin's NOAA file upload and data status, and SPC's daily fetch (decision 040). */
const hailRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { hailRisk, spc, timeZone, stormMatch } = app.config;
  const matching = { rule: stormMatch, jobs: app.jobs };

  app.get(
    "/api/hail-risk",
    { config: { access: "public" }, schema: { querystring: hailRiskQuerySchema, response: { 200: hailRiskResponseSchema } } },
    (request) => getHailRisk(db, request.query.zip),
  );
  // The landing page's thank-you screen (issue 20): a ZIP's hail history, from its centroid. Public, so limited per client.
  app.get(
    "/api/hail-history",
    {
      config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { querystring: zipHailHistoryQuerySchema, response: { 200: hailHistorySchema } },
    },
    (request) => getZipHailHistory(app.database, request.query),
  );
  app.addContentTypeParser(["text/csv", "text/plain", "application/octet-stream"], { parseAs: "buffer", bodyLimit: hailRisk.importMaxBytes }, (_req, body, done) => done(null, body));
  app.post(
    "/api/hail-reports/import",
    { config: { access: "admin" }, bodyLimit: hailRisk.importMaxBytes, schema: { querystring: hailImportQuerySchema, response: { 200: hailImportResultSchema } } },
    (request) => importUploadedHailFile(db, matching, request.query.fileName, request.body),
  );
  app.get("/api/hail-reports/status", { config: { access: "admin" }, schema: { response: { 200: hailDataStatusSchema } } }, () => getHailDataStatus(db));

  if (spc.todayHailUrl) {
    app.jobs.define(SPC_DAILY_JOB, {
      // SPC's day runs 12Z–12Z; late evening in Texas the current-day file is nearly complete.
      schedule: { cron: "30 23 * * *", tz: timeZone },
      handler: async () => {
        const result = await fetchSpcDaily(db, spc, timeZone, matching);
        app.log.info({ result }, "SPC daily hail reports imported");
        return result;
      },
    });
  }
};
export default hailRiskRoutes;
