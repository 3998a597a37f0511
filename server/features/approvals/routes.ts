import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalSettingsSchema,
  campaignFiguresListSchema,
  composeDraftSchema,
  editDraftSchema,
  outboundMessageSchema,
  recordConsentResultSchema,
  recordConsentSchema,
  rejectDraftSchema,
  whatsappContactQuerySchema,
  whatsappContactSchema,
  whatsappTemplateListSchema,
} from "../../../contract/outbox";
import { presentApproval } from "./approval.presenter";
import { getApprovalSettings, updateApprovalSettings } from "./approval-settings";
import { approveDraft } from "./approve-draft";
import { composeDraft } from "./compose-draft";
import { editDraft } from "./edit-draft";
import { getApproval } from "./get-approval";
import { getWhatsappContact } from "./get-whatsapp-contact";
import { listApprovals } from "./list-approvals";
import { listCampaignFigures } from "./list-campaign-figures";
import { recordWhatsappConsent } from "./record-consent";
import { rejectDraft } from "./reject-draft";
import { getWhatsappTemplates } from "./whatsapp-templates";

/** The approval queue (decision 072): drafts, a person's yes or no (the sender job is app.outbox, plugins/outbox.ts). */
const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, outbox } = app;
  const db = app.database.db;

  app.get("/api/approvals", { schema: { querystring: approvalListQuerySchema, response: { 200: approvalListSchema } } }, async (request) => {
    const { items, counts } = await listApprovals(db, request.query);
    return { items: items.map(presentApproval), counts };
  });
  app.get("/api/approvals/campaigns", { schema: { response: { 200: campaignFiguresListSchema } } }, () => listCampaignFigures(db));
  app.get("/api/approvals/settings", { schema: { response: { 200: approvalSettingsSchema } } }, () => getApprovalSettings(db));
  app.put("/api/approvals/settings", { config: { access: "admin" }, schema: { body: approvalSettingsSchema, response: { 200: approvalSettingsSchema } } }, (request) =>
    updateApprovalSettings(db, request.body.autoApproveKinds, request.user!.id),
  );
  app.get("/api/approvals/whatsapp/templates", { schema: { response: { 200: whatsappTemplateListSchema } } }, () => getWhatsappTemplates(config));
  app.get("/api/approvals/whatsapp/contact", { schema: { querystring: whatsappContactQuerySchema, response: { 200: whatsappContactSchema } } }, (request) =>
    getWhatsappContact(db, request.query.phone, request.query.leadId),
  );
  app.post("/api/approvals/whatsapp/consent", { schema: { body: recordConsentSchema, response: { 201: recordConsentResultSchema } } }, async (request, reply) =>
    reply.status(201).send(await recordWhatsappConsent(db, request.body, request.user!.id)),
  );
  app.post("/api/approvals", { schema: { body: composeDraftSchema, response: { 201: outboundMessageSchema } } }, async (request, reply) =>
    reply.status(201).send(presentApproval(await composeDraft({ db, outbox, config }, request.body, request.user!.id))),
  );
  app.get("/api/approvals/:id", { schema: { params: idParamSchema, response: { 200: outboundMessageSchema } } }, async (request) =>
    presentApproval(await getApproval(db, request.params.id)),
  );
  app.patch("/api/approvals/:id", { schema: { params: idParamSchema, body: editDraftSchema, response: { 200: outboundMessageSchema } } }, async (request) =>
    presentApproval(await editDraft(db, request.params.id, request.body)),
  );
  app.post("/api/approvals/:id/approve", { schema: { params: idParamSchema, response: { 200: outboundMessageSchema } } }, async (request) =>
    presentApproval(await approveDraft({ db, outbox }, request.params.id, request.user!.id)),
  );
  app.post("/api/approvals/:id/reject", { schema: { params: idParamSchema, body: rejectDraftSchema, response: { 200: outboundMessageSchema } } }, async (request) =>
    presentApproval(await rejectDraft(db, request.params.id, request.user!.id, request.body.reason)),
  );
};
export default approvalRoutes;
