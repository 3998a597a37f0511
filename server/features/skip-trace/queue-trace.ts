import { and, eq, inArray } from "drizzle-orm";
import { SKIP_TRACE_BATCH } from "../../../contract/skip-trace";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { skipTraceConfigured, SKIP_TRACE_NOT_CONFIGURED } from "../../integrations/skip-trace/client";
import { HttpError } from "../../lib/http-error";
import type { JobQueue } from "../../plugins/jobs";
import { getLead } from "./get-lead";
import { outreachRank } from "./lead-ranking";
import { TRACE_JOB } from "../../domain/jobs";

type Deps = { db: Db; jobs: JobQueue; config: Config };
export interface TraceQueued {
  queued: number[];
  skipped: { id: number; reason: string }[];
}

/**
 * Queues leads for tracing: the given ids (at most a batch), or without ids the top untraced
 * leads by outreach rank. 503 without a provider (leads unchanged); a traced lead is never
 * traced twice.
 */
export async function queueTrace({ db, jobs, config }: Deps, leadIds?: number[]): Promise<TraceQueued> {
  if (!skipTraceConfigured(config)) throw new HttpError(503, SKIP_TRACE_NOT_CONFIGURED, "SKIP_TRACE_NOT_CONFIGURED");
  const ids = leadIds?.length ? leadIds : null;
  const candidates = ids
    ? await db.select().from(leads).where(inArray(leads.id, ids.slice(0, SKIP_TRACE_BATCH)))
    : await db.select().from(leads).where(inArray(leads.traceStatus, ["none", "failed"])).orderBy(outreachRank).limit(SKIP_TRACE_BATCH);
  const skipped: { id: number; reason: string }[] = [];
  if (ids) {
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
    await jobs.send(TRACE_JOB, { leadId: lead.id }, { singletonKey: `trace-${lead.id}` });
    queued.push(lead.id);
  }
  return { queued, skipped };
}

/** Queues one lead: 404 when it does not exist, 409 when it is already traced or queued. */
export async function queueLeadTrace(deps: Deps, id: number): Promise<TraceQueued> {
  await getLead(deps.db, id);
  const result = await queueTrace(deps, [id]);
  if (!result.queued.length) throw new HttpError(409, `Not queued: lead ${result.skipped[0]?.reason ?? "unavailable"}`, "ALREADY_TRACED");
  return result;
}
