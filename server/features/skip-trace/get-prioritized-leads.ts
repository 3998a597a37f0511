import { and, eq, inArray, sql } from "drizzle-orm";
import { SKIP_TRACE_READY, SKIP_TRACE_TOP } from "../../../contract/skip-trace";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { outreachRank } from "./lead-ranking";

/** The top RoofStrike leads still to trace, and the traced new ones ready for outreach, with their counts. */
export async function getPrioritizedLeads(db: Db) {
  const roof = eq(leads.platform, "roofstrike");
  const top = await db.select().from(leads).where(and(roof, inArray(leads.traceStatus, ["none", "failed", "queued"]))).orderBy(outreachRank).limit(SKIP_TRACE_TOP);
  const ready = await db.select().from(leads).where(and(roof, eq(leads.traceStatus, "traced"), eq(leads.status, "new"))).orderBy(outreachRank).limit(SKIP_TRACE_READY);
  const [counts] = (
    await db.execute(sql`select count(*)::int as total,
      count(*) filter (where trace_status = 'traced' and status = 'new')::int as ready
      from leads where platform = 'roofstrike'`)
  ).rows as unknown as { total: number; ready: number }[];
  return { top, ready, totalCount: counts.total, readyCount: counts.ready };
}
