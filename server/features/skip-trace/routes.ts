import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import {
  addLeadRequestSchema,
  batchRequestSchema,
  prioritizedLeadsSchema,
  skipTraceLeadListSchema,
  skipTraceLeadSchema,
  skipTraceMetricsSchema,
  traceQueuedSchema,
} from "../../../contract/skip-trace";
import { presentLead } from "../../presenters/lead.presenter";
import { addLead } from "./add-lead";
import { getLead } from "./get-lead";
import { getPrioritizedLeads } from "./get-prioritized-leads";
import { getSkipTraceMetrics } from "./get-skip-trace-metrics";
import { listLeads } from "./list-leads";
import { queueLeadTrace, queueTrace } from "./queue-trace";
import { TRACE_JOB } from "../../domain/jobs";
import { runTrace } from "./run-trace";
import { presentBatchQueued, presentPrioritizedLeads, presentTraceStarted } from "./skip-trace.presenter";

/** Spec 02 §3, §5, §7, §9: skip-trace leads, traced in background jobs through the provider adapter. */
const skipTraceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, jobs } = app;
  const db = app.database.db;
  app.jobs.define(TRACE_JOB, { handler: (data) => runTrace({ db, config }, data.leadId), pollingIntervalSeconds: 0.5 });

  app.get("/api/skip-trace/metrics", { schema: { response: { 200: skipTraceMetricsSchema } } }, () => getSkipTraceMetrics({ db, config }));
  app.get("/api/skip-trace/prioritized-leads", { schema: { response: { 200: prioritizedLeadsSchema } } }, async () => presentPrioritizedLeads(await getPrioritizedLeads(db)));
  app.get("/api/skip-trace/leads", { schema: { response: { 200: skipTraceLeadListSchema } } }, async () => (await listLeads(db)).map(presentLead));
  app.get("/api/skip-trace/leads/:id", { schema: { params: idParamSchema, response: { 200: skipTraceLeadSchema } } }, async (request) =>
    presentLead(await getLead(db, request.params.id)),
  );
  app.post("/api/skip-trace/add-lead", { schema: { body: addLeadRequestSchema, response: { 201: skipTraceLeadSchema } } }, async (request, reply) =>
    reply.status(201).send(presentLead(await addLead(db, request.body, request.user?.id))),
  );
  app.post("/api/skip-trace/process/:id", { schema: { params: idParamSchema, response: { 202: traceQueuedSchema } } }, async (request, reply) =>
    reply.status(202).send(presentTraceStarted(await queueLeadTrace({ db, jobs, config }, request.params.id))),
  );
  app.post("/api/skip-trace/batch", { schema: { body: batchRequestSchema.optional(), response: { 202: traceQueuedSchema } } }, async (request, reply) =>
    reply.status(202).send(presentBatchQueued(await queueTrace({ db, jobs, config }, request.body?.leadIds))),
  );
};
export default skipTraceRoutes;
