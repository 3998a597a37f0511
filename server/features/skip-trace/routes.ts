import { desc } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { addLeadRequestSchema, batchRequestSchema, prioritizedLeadsSchema, skipTraceLeadSchema, skipTraceMetricsSchema, traceQueuedSchema } from "../../../contract/skip-trace";
import { leads } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { presentLead } from "../../presenters/lead.presenter";
import { addLead, getLead, getPrioritized, getSkipTraceMetrics, queueTrace, runTrace, TRACE_JOB } from "./skip-trace";

/** Spec 02 §3, §5, §7, §9: skip-trace leads, traced in background jobs through the provider adapter. */
const skipTraceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ leadId: number }>({ name: TRACE_JOB, handler: (data) => runTrace(app, data.leadId), pollingIntervalSeconds: 0.5 });

  app.get("/api/skip-trace/metrics", { schema: { response: { 200: skipTraceMetricsSchema } } }, async () => getSkipTraceMetrics(app));
  app.get("/api/skip-trace/prioritized-leads", { schema: { response: { 200: prioritizedLeadsSchema } } }, async () => getPrioritized(app));
  app.get("/api/skip-trace/leads", { schema: { response: { 200: z.array(skipTraceLeadSchema) } } }, async () =>
    (await app.database.db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(100)).map(presentLead),
  );
  app.get("/api/skip-trace/leads/:id", { schema: { params: idParamSchema, response: { 200: skipTraceLeadSchema } } }, async (request) =>
    presentLead(await getLead(app, request.params.id)),
  );
  app.post("/api/skip-trace/add-lead", { schema: { body: addLeadRequestSchema, response: { 201: skipTraceLeadSchema } } }, async (request, reply) =>
    reply.status(201).send(presentLead(await addLead(app, request.body))),
  );
  app.post("/api/skip-trace/process/:id", { schema: { params: idParamSchema, response: { 202: traceQueuedSchema } } }, async (request, reply) => {
    await getLead(app, request.params.id);
    const result = await queueTrace(app, [request.params.id]);
    if (!result.queued.length) throw new HttpError(409, `Not queued: lead ${result.skipped[0]?.reason ?? "unavailable"}`, "ALREADY_TRACED");
    return reply.status(202).send({ message: "Skip trace started", ...result });
  });
  app.post("/api/skip-trace/batch", { schema: { body: batchRequestSchema.optional(), response: { 202: traceQueuedSchema } } }, async (request, reply) => {
    const ids = request.body?.leadIds?.length ? request.body.leadIds : "top";
    const result = await queueTrace(app, ids);
    return reply.status(202).send({ message: `${result.queued.length} lead(s) queued for skip tracing`, ...result });
  });
};
export default skipTraceRoutes;
