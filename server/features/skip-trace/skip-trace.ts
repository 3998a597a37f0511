import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SKIP_TRACE_BATCH, SKIP_TRACE_READY, SKIP_TRACE_TOP, type AddLeadRequest, type PrioritizedLeads, type SkipTraceMetrics } from "../../../contract/skip-trace";
import { addLeadRequestSchema } from "../../../contract/skip-trace";
import { recordActivity } from "../../db/activity";
import { leadEvents, leads } from "../../db/schema";
import { skipTraceStatus, SKIP_TRACE_NOT_CONFIGURED, traceProperty } from "../../integrations/skip-trace/client";
import { IntegrationError } from "../../integrations/status";
import { HttpError, notFound } from "../../plugins/errors";
import { presentLead } from "../../presenters/lead.presenter";

export const TRACE_JOB = "skip-trace.lead";

/**
 * Ranking for outreach (spec 02 §3): priority first, then storm recency (a storm
 * in the last 30 days counts), then estimated value.
 */
const rank = sql`case ${leads.priority} when 'high' then 0 when 'medium' then 1 else 2 end,
  case when ${leads.stormDate} >= now() - interval '30 days' then 0 else 1 end,
  ${leads.estimatedValue} desc, ${leads.id}`;

export async function addLead(app: FastifyInstance, input: AddLeadRequest) {
  const body = addLeadRequestSchema.parse(input);
  const db = app.database.db;
  const lead = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        platform: "roofstrike",
        propertyAddress: body.propertyAddress,
        ownerName: body.ownerName,
        companyName: body.companyName || null,
        estimatedValue: body.estimatedValue,
        priority: body.priority,
        notes: body.notes?.trim() || null,
        zipCode: body.propertyAddress.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null,
      })
      .returning();
    await tx.insert(leadEvents).values({ leadId: row.id, type: "created" });
    return row;
  });
  await recordActivity(db, { type: "lead_added", agentRole: "strikecloser", message: `Lead added: ${lead.propertyAddress} (${lead.ownerName})` });
  return lead;
}

/** Queues leads for tracing; 503 without a provider (leads unchanged); a traced lead is never traced twice. */
export async function queueTrace(app: FastifyInstance, ids: number[] | "top") {
  if (!app.config.skipTrace.apiKey) throw new HttpError(503, SKIP_TRACE_NOT_CONFIGURED, "NOT_CONFIGURED");
  const db = app.database.db;
  const candidates =
    ids === "top"
      ? await db.select().from(leads).where(inArray(leads.traceStatus, ["none", "failed"])).orderBy(rank).limit(SKIP_TRACE_BATCH)
      : await db.select().from(leads).where(inArray(leads.id, ids.slice(0, SKIP_TRACE_BATCH)));
  const skipped: { id: number; reason: string }[] = [];
  if (ids !== "top") {
    for (const id of ids.slice(0, SKIP_TRACE_BATCH)) if (!candidates.some((c) => c.id === id)) skipped.push({ id, reason: "not found" });
    for (const id of ids.slice(SKIP_TRACE_BATCH)) skipped.push({ id, reason: `over the batch size of ${SKIP_TRACE_BATCH}` });
  }
  const queued: number[] = [];
  for (const lead of candidates) {
    // The conditional update is the guard: only an untraced, unqueued lead moves to "queued".
    const [moved] = await db
      .update(leads)
      .set({ traceStatus: "queued", traceError: null, updatedAt: new Date() })
      .where(and(eq(leads.id, lead.id), inArray(leads.traceStatus, ["none", "failed"])))
      .returning({ id: leads.id });
    if (!moved) {
      skipped.push({ id: lead.id, reason: lead.traceStatus === "traced" ? "already traced" : "already queued" });
      continue;
    }
    await app.jobs.send(TRACE_JOB, { leadId: lead.id }, { singletonKey: `trace-${lead.id}` });
    queued.push(lead.id);
  }
  return { queued, skipped };
}

/** The job: one provider call per lead, its answer stored with confidence, source and cost. */
export async function runTrace(app: FastifyInstance, leadId: number) {
  const db = app.database.db;
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.traceStatus !== "queued") return { skipped: true };
  try {
    const result = await traceProperty(app.config, lead);
    await db
      .update(leads)
      .set({
        traceStatus: result.found ? "traced" : "failed",
        traceError: result.found ? null : "The provider found no contact for this owner and address.",
        contactEmail: result.email,
        contactPhone: result.phone,
        confidenceScore: result.confidenceScore,
        traceSource: result.source,
        traceCostCents: app.config.skipTrace.costCents,
        tracedAt: result.found ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(and(eq(leads.id, leadId), eq(leads.traceStatus, "queued")));
    return { found: result.found };
  } catch (err) {
    const message = err instanceof IntegrationError ? err.message : "Skip trace failed";
    await db.update(leads).set({ traceStatus: "failed", traceError: message, updatedAt: new Date() }).where(eq(leads.id, leadId));
    return { failed: message };
  }
}

export async function getLead(app: FastifyInstance, id: number) {
  const [lead] = await app.database.db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound(`Lead ${id} not found`);
  return lead;
}

export async function getPrioritized(app: FastifyInstance): Promise<PrioritizedLeads> {
  const db = app.database.db;
  const roof = eq(leads.platform, "roofstrike");
  const top = await db.select().from(leads).where(and(roof, inArray(leads.traceStatus, ["none", "failed", "queued"]))).orderBy(rank).limit(SKIP_TRACE_TOP);
  const ready = await db.select().from(leads).where(and(roof, eq(leads.traceStatus, "traced"), eq(leads.status, "new"))).orderBy(rank).limit(SKIP_TRACE_READY);
  const [counts] = (
    await db.execute(sql`select count(*)::int as total,
      count(*) filter (where trace_status = 'traced' and status = 'new')::int as ready
      from leads where platform = 'roofstrike'`)
  ).rows as unknown as { total: number; ready: number }[];
  return { prioritizedLeads: top.map(presentLead), totalCount: counts.total, readyForOutreach: ready.map(presentLead), outreachReadyCount: counts.ready };
}

export async function getSkipTraceMetrics(app: FastifyInstance): Promise<SkipTraceMetrics> {
  const db = app.database.db;
  const [m] = (
    await db.execute(sql`select count(*)::int as total,
      count(*) filter (where trace_status in ('none', 'failed'))::int as pending,
      count(*) filter (where trace_status = 'queued')::int as in_progress,
      count(*) filter (where trace_status = 'traced')::int as traced,
      count(*) filter (where trace_status = 'failed')::int as failed,
      count(*) filter (where trace_status = 'traced' and status = 'new')::int as ready,
      avg(confidence_score) filter (where trace_status = 'traced')::float8 as confidence,
      coalesce(sum(trace_cost_cents), 0)::int as cost,
      count(*) filter (where trace_status in ('none', 'failed') and estimated_value >= 250000)::int as high_value
      from leads where platform = 'roofstrike'`)
  ).rows as unknown as Record<string, number | null>[];
  const sources = (
    await db.execute(sql`select trace_source as source, count(*)::int as count from leads
      where trace_status = 'traced' and trace_source is not null group by trace_source order by count(*) desc limit 5`)
  ).rows as unknown as { source: string; count: number }[];
  const provider = skipTraceStatus(app.config);
  const pending = Number(m.pending ?? 0);
  const figures = {
    totalLeads: Number(m.total ?? 0),
    successfullyTraced: Number(m.traced ?? 0),
    readyForOutreach: Number(m.ready ?? 0),
    averageConfidence: m.confidence == null ? null : Math.round(Number(m.confidence) * 10) / 10,
  };
  return {
    ...figures,
    metrics: figures,
    pendingSkipTrace: pending,
    inProgress: Number(m.in_progress ?? 0),
    failed: Number(m.failed ?? 0),
    totalCostCents: Number(m.cost ?? 0),
    topSources: sources,
    provider,
    capabilities: provider.connected
      ? ["Owner phone numbers ranked by score", "Owner e-mail addresses", `Batches of up to ${SKIP_TRACE_BATCH} leads`, "Each lead traced at most once"]
      : [],
    recommendations: {
      highValueTargets: Number(m.high_value ?? 0),
      batchSize: Math.min(SKIP_TRACE_BATCH, pending),
      followUpStrategy:
        Number(m.ready ?? 0) > 0
          ? "Call the highest-confidence numbers first, then send the WhatsApp claim template to the rest."
          : pending > 0
            ? "Trace the top-priority leads first, then start outreach."
            : "Add leads from recent storm areas to start.",
    },
  };
}
