import { sql } from "drizzle-orm";
import { SKIP_TRACE_BATCH, type SkipTraceMetrics } from "../../../contract/skip-trace";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { runCheck } from "../../integrations/checks";
import { skipTraceConfigured } from "../../integrations/skip-trace/client";
import { round } from "../../lib/numbers";

/** Spec 02 §3, spec 03 §3: the pipeline's figures, the provider's state and what to do next (decision 050 on the shape). */
export async function getSkipTraceMetrics({ db, config }: { db: Db; config: Config }): Promise<SkipTraceMetrics> {
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
  const check = await runCheck({ db, config }, "skip_trace");
  const provider = {
    connected: check.state === "connected",
    state: check.state,
    message: check.message,
    // The same code as the data-sources panel, so the web says it in the reader's language (decision 060).
    ...(check.state === "not_configured" ? { code: "CHECK_SKIP_TRACE_NOT_CONFIGURED" } : {}),
  };
  const canTrace = skipTraceConfigured(config);
  const pending = Number(m.pending ?? 0);
  const figures = {
    totalLeads: Number(m.total ?? 0),
    successfullyTraced: Number(m.traced ?? 0),
    readyForOutreach: Number(m.ready ?? 0),
    averageConfidence: round(m.confidence == null ? null : Number(m.confidence)),
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
    canTrace,
    capabilities: canTrace
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
