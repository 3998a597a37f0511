import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { type HailRiskResponse, hailDataStatusSchema, hailImportAcceptedSchema, hailImportQuerySchema, hailImportStatusSchema, hailRiskQuerySchema, hailRiskResponseSchema } from "../../../contract/hail-risk";
import { matchHailImport } from "../../domain/hail/import-hail-reports";
import { HAIL_MATCH_JOB, SPC_DAILY_JOB, SPC_POLL_JOB } from "../../domain/jobs";
import { offSeasonMonths, pollCron } from "../../integrations/spc/client";
import { pollSpcToday } from "./poll-spc-today";
import { hailHistorySchema, zipHailHistoryQuerySchema } from "../../../contract/hail-history";
import { getHailDataStatus } from "./get-hail-data-status";
import { getHailImport } from "./get-hail-import";
import { getHailRisk } from "./get-hail-risk";
import { acceptsGzip, preparedGzip } from "../../lib/prepared-gzip";
import { getZipHailHistory } from "./get-zip-hail-history";
import { importUploadedHailFile } from "./import-uploaded-hail-file";

/** Spec 03 §2.8, §7: the public hail-risk check, the admin's NOAA file upload and data status, and SPC's current-day poll (decisions 040, 096). */
const hailRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { hailRisk, spc, timeZone, stormMatch } = app.config;
  const matching = { rule: stormMatch, jobs: app.jobs };

  app.get(
    "/api/hail-risk",
    {
      config: { access: "public" },
      // Compressed here from the prepared answer, once per ZIP (decision 130), not by the compression plugin on every request.
      compress: false,
      schema: { querystring: hailRiskQuerySchema, response: { 200: hailRiskResponseSchema } },
    },
    // Prepared JSON (decision 097): sent as it is, without the response serializer; the schema above documents it.
    async (request, reply) => {
      const answer = await getHailRisk(db, request.query.zip);
      // An unknown ZIP is a small object the serializer writes; a prepared answer is that object already
      // serialised (tested against the schema): the typed reply expects the object.
      if (!Buffer.isBuffer(answer)) return answer;
      reply.type("application/json; charset=utf-8").header("vary", "accept-encoding");
      const gzipped = acceptsGzip(request.headers["accept-encoding"]) ? preparedGzip(answer) : null;
      if (gzipped) reply.header("content-encoding", "gzip");
      return reply.send((gzipped ?? answer) as unknown as HailRiskResponse);
    },
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
    // Decision 096: every few minutes in season, once a day (23:30, when SPC's day is nearly complete) otherwise.
    // One job per slot across instances (pg-boss's cron sends one per schedule and minute), and
    // "stately": never two polls at once, at most one waiting.
    const poll = async () => {
      const result = await pollSpcToday({ db, config: app.config }, matching);
      app.log.info({ outcome: result.outcome, newReports: result.newReports, error: result.error }, "SPC current-day hail reports polled");
      return { outcome: result.outcome, newReports: result.newReports };
    };
    const queue = { policy: "stately", retryLimit: 0, expireInSeconds: 5 * 60 } as const;
    app.jobs.define(SPC_POLL_JOB, { schedule: { cron: pollCron(spc.pollIntervalMinutes, spc.pollSeason), tz: timeZone }, queue, handler: poll });
    const offSeason = offSeasonMonths(spc.pollSeason);
    if (offSeason) app.jobs.define(SPC_DAILY_JOB, { schedule: { cron: `30 23 * ${offSeason} *`, tz: timeZone }, queue, handler: poll });
  }
};
export default hailRiskRoutes;
