import { desc, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { hailDataStatusSchema, hailImportResultSchema, hailRiskQuerySchema, hailRiskResponseSchema } from "../../../contract/hail-risk";
import { hailImports, hailReports } from "../../db/schema";
import { badRequest } from "../../plugins/errors";
import { getHailRisk, invalidateHailDataset } from "./get-hail-risk";
import { importHailFile } from "./import-hail-reports";
import { HailFileFormatError } from "./parse-hail-file";
import { fetchSpcDaily } from "./fetch-spc-daily";

export const SPC_DAILY_JOB = "hail.spc-daily";

const hailRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { hailRisk, spc, timeZone } = app.config;

  app.get(
    "/api/hail-risk",
    {
      config: { access: "public" },
      schema: { querystring: hailRiskQuerySchema, response: { 200: hailRiskResponseSchema } },
    },
    async (request) => getHailRisk(app.database, hailRisk, request.query.zip),
  );

  // The admin upload: the same import as `npm run hail:import`, while the app holds the database.
  app.addContentTypeParser(["text/csv", "text/plain", "application/octet-stream"], { parseAs: "buffer", bodyLimit: hailRisk.importMaxBytes }, (_req, body, done) => done(null, body));
  app.post(
    "/api/hail-reports/import",
    {
      config: { access: "admin" },
      bodyLimit: hailRisk.importMaxBytes,
      schema: {
        querystring: z.object({ fileName: z.string().trim().min(1).max(200).default("upload.csv") }),
        response: { 200: hailImportResultSchema },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw badRequest("Send the CSV file as the request body (Content-Type: text/csv)");
      try {
        const result = await importHailFile(db, { fileName: request.query.fileName, text: request.body.toString("latin1"), origin: "upload" });
        invalidateHailDataset();
        return result;
      } catch (err) {
        if (err instanceof HailFileFormatError) throw badRequest(err.message);
        throw err;
      }
    },
  );

  app.get(
    "/api/hail-reports/status",
    { config: { access: "admin" }, schema: { response: { 200: hailDataStatusSchema } } },
    async () => {
      const counts = await db
        .select({ isSample: hailReports.isSample, n: sql<number>`count(*)::int`, from: sql<string | null>`min(${hailReports.eventDate})::text`, to: sql<string | null>`max(${hailReports.eventDate})::text` })
        .from(hailReports)
        .groupBy(hailReports.isSample);
      const real = counts.find((c) => !c.isSample);
      const sample = counts.find((c) => c.isSample);
      const imports = await db.select().from(hailImports).orderBy(desc(hailImports.createdAt), desc(hailImports.id)).limit(10);
      return {
        realReports: Number(real?.n ?? 0),
        sampleReports: Number(sample?.n ?? 0),
        yearsCovered: real?.from ? { from: Number(real.from.slice(0, 4)), to: Number(real.to!.slice(0, 4)) } : null,
        lastImports: imports.map((i) => ({ fileName: i.fileName, origin: i.origin, format: i.format, rowsRead: i.rowsRead, createdAt: i.createdAt.toISOString(), summary: i.summary })),
      };
    },
  );

  if (spc.todayHailUrl) {
    app.jobs.define({
      name: SPC_DAILY_JOB,
      // SPC's day runs 12Z–12Z; late evening in Texas the current-day file is nearly complete.
      schedule: { cron: "30 23 * * *", tz: timeZone },
      handler: async () => {
        const result = await fetchSpcDaily(db, spc, timeZone);
        app.log.info({ result }, "SPC daily hail reports imported");
        return result;
      },
    });
  }
};
export default hailRiskRoutes;
