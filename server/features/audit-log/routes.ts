import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogPageSchema, auditLogQuerySchema } from "../../../contract/audit-log";
import { presentAuditEntry } from "./audit-log.presenter";
import { listAuditLog } from "./list-audit-log";

/** Issue 13, decision 054: admins read the audit log, a page at a time. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get("/api/audit-log", { config: { access: "admin" }, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } }, async (request) => {
    const page = await listAuditLog(db, request.query.page, request.query.pageSize);
    return { ...page, entries: page.entries.map(presentAuditEntry) };
  });
};
export default auditLogRoutes;
