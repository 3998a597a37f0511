import type { PrioritizedLeads, TraceQueuedResponse } from "../../../contract/skip-trace";
import { presentLead } from "../../presenters/lead.presenter";
import type { getPrioritizedLeads } from "./get-prioritized-leads";
import type { TraceQueued } from "./queue-trace";

export const presentPrioritizedLeads = (p: Awaited<ReturnType<typeof getPrioritizedLeads>>): PrioritizedLeads => ({
  prioritizedLeads: p.top.map(presentLead),
  totalCount: p.totalCount,
  readyForOutreach: p.ready.map(presentLead),
  outreachReadyCount: p.readyCount,
});

/** POST /api/skip-trace/process/:id */
export const presentTraceStarted = (result: TraceQueued): TraceQueuedResponse => ({ message: "Skip trace started", ...result });

/** POST /api/skip-trace/batch */
export const presentBatchQueued = (result: TraceQueued): TraceQueuedResponse => ({ message: `${result.queued.length} lead(s) queued for skip tracing`, ...result });
