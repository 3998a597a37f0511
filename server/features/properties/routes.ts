import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { hailHistoryQuerySchema, hailHistorySchema } from "../../../contract/hail-history";
import { propertyDetailSchema, propertyImportQuerySchema, propertyImportResultSchema, propertyListQuerySchema, propertyListSchema } from "../../../contract/properties";
import { badRequest, HttpError } from "../../lib/http-error";
import { getPropertyHailHistory } from "./get-hail-history";
import { getProperty } from "./get-property";
import { importProperties } from "./import-properties";
import { listProperties } from "./list-properties";
import { ListCounts } from "../../domain/lists";
import { PropertyFileError } from "./parse-property-csv";
import { presentProperty } from "./properties.presenter";

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;

/** Decision 070: the admin's property CSV import, the property list and a property's storm history. */
const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { properties: cfg, stormMatch } = app.config;
  const counts = new ListCounts(app.config.lists.countsKept);
  // A generous parser limit, so that a too-large file gets our message below rather than a bare 413.
  const parserLimit = cfg.importMaxBytes * 4;
  app.addContentTypeParser(["text/csv", "text/plain", "application/octet-stream"], { parseAs: "buffer", bodyLimit: parserLimit }, (_req, body, done) => done(null, body));

  app.post(
    "/api/properties/import",
    {
      config: { access: "admin" },
      bodyLimit: parserLimit,
      schema: { querystring: propertyImportQuerySchema, response: { 200: propertyImportResultSchema } },
      onRequest: async (request) => {
        const length = Number(request.headers["content-length"] ?? 0);
        if (length > cfg.importMaxBytes) throw new HttpError(413, `The file is ${mb(length)}; the largest property file is ${mb(cfg.importMaxBytes)}. Split it and import the parts.`);
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("Send the CSV file as the request body (Content-Type: text/csv)");
      if (body.length > cfg.importMaxBytes) throw new HttpError(413, `The file is ${mb(body.length)}; the largest property file is ${mb(cfg.importMaxBytes)}. Split it and import the parts.`);
      try {
        return await importProperties(db, { fileName: request.query.fileName, body, origin: "upload" });
      } catch (err) {
        if (err instanceof PropertyFileError) throw badRequest(err.message);
        throw err;
      }
    },
  );
  app.get("/api/properties", { schema: { querystring: propertyListQuerySchema, response: { 200: propertyListSchema } } }, async (request) => {
    const list = await listProperties(db, request.query, counts);
    return { ...list, items: list.items.map(presentProperty) };
  });
  app.get("/api/properties/:id", { schema: { params: idParamSchema, response: { 200: propertyDetailSchema } } }, async (request) => {
    const d = await getProperty(app.database, stormMatch, request.params.id);
    return { ...d, property: presentProperty(d.property) };
  });
  app.get(
    "/api/properties/:id/hail-history",
    { schema: { params: idParamSchema, querystring: hailHistoryQuerySchema, response: { 200: hailHistorySchema } } },
    (request) => getPropertyHailHistory(app.database, request.params.id, request.query),
  );
};
export default propertyRoutes;
