import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { leadConvertSchema, leadDetailSchema, leadListQuerySchema, leadListSchema, leadOwnerOptionsSchema, leadUpdateSchema } from "../../../contract/leads";
import { convertLead } from "./convert-lead";
import { getLead } from "./get-lead";
import { presentLeadDetail, presentLeadSummary } from "./leads.presenter";
import { listLeads } from "./list-leads";
import { ListCounts } from "../../domain/lists";
import { listOwnerOptions } from "./list-owner-options";
import { updateLead } from "./update-lead";

/** Decision 070: the lead lifecycle in the hub — list, detail with timeline, status / owner / notes, convert. */
const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const counts = new ListCounts(app.config.lists.countsKept);
  const detail = async (id: number) => {
    const d = await getLead(db, id);
    return presentLeadDetail(d.lead, d.events, d.consents, d.names);
  };

  app.get("/api/leads", { schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema } } }, async (request) => {
    const list = await listLeads(db, request.query, counts);
    const { names, items, ...page } = list;
    return { ...page, items: items.map((l) => presentLeadSummary(l, names)) };
  });
  app.get("/api/leads/owners", { schema: { response: { 200: leadOwnerOptionsSchema } } }, () => listOwnerOptions(db));
  app.get("/api/leads/:id", { schema: { params: idParamSchema, response: { 200: leadDetailSchema } } }, (request) => detail(request.params.id));
  app.patch("/api/leads/:id", { schema: { params: idParamSchema, body: leadUpdateSchema, response: { 200: leadDetailSchema } } }, async (request) => {
    await updateLead(db, request.params.id, request.body, request.user!.id);
    return detail(request.params.id);
  });
  app.post("/api/leads/:id/convert", { schema: { params: idParamSchema, body: leadConvertSchema, response: { 200: leadDetailSchema } } }, async (request) => {
    await convertLead(db, request.params.id, request.body, request.user!.id);
    app.kpis.invalidate();
    return detail(request.params.id);
  });
};
export default leadRoutes;
