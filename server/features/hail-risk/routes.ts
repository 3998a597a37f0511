import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { hailDataStatusSchema, hailImportAcceptedSchema, hailImportQuerySchema, hailImportStatusSchema, hailRiskQuerySchema, hailRiskResponseSchema } from "../../../contract/hail-risk";
import { matchHailImport } from "../../domain/hail/import-hail-reports";
import { HAIL_MATCH_JOB, SPC_DAILY_JOB } from "../../domain/jobs";
import { fetchSpcDaily } from "./fetch-spc-daily";
import { getHailDataStatus } from "./get-hail-data-status";
import { getHailImport } from "./get-hail-import";
import { getHailRisk } from "./get-hail-risk";
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
  app.addContentTypeParser(["text/csv", "text/plain", "application/octet-stream"], { parseAs: "buffer", bodyLimit: hailRisk.importMaxBytes }, (_req, body, done) => done(null, body));
  app.post(
    "/api/hail-reports/import",
    { config: { access: "admin" }, bodyLimit: hailRisk.importMaxBytes, schema: { querystring: hailImportQuerySchema, response: { 202: hailImportAcceptedSchema } } },
    async (request, reply) => reply.code(202).send(await importUploadedHailFile(db, app.jobs, request.query.fileName, request.body)),
  );
  app.get(
    "/api/hail-reports/imports/:id",
    { config: { access: "admin" }, schema: { params: idParamSchema, response: { 200: hailImportStatusSchema } } },
    (request) => getHailImport(db, request.params.id),
  );
  // The upload's storm matching (decision 092): chunks of a few set statements, progress on the import row.
  app.jobs.define(HAIL_MATCH_JOB, {
    handler: async ({ importId }) => {
      const stormMatch = await matchHailImport(db, importId, matching);
      app.log.info({ importId, stormMatch: { hits: stormMatch.hits, leadsCreated: stormMatch.leadsCreated, leadsUpdated: stormMatch.leadsUpdated } }, "hail import matched");
      return stormMatch;
    },
    pollingIntervalSeconds: 1,
  });
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
