import { and, eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { traceProperty } from "../../integrations/skip-trace/client";
import { IntegrationError } from "../../integrations/status";


/** The job: one provider call per lead, its answer stored with confidence, source and cost. */
export async function runTrace({ db, config }: { db: Db; config: Config }, leadId: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.traceStatus !== "queued") return { skipped: true };
  try {
    const result = await traceProperty(config, lead);
    await db
      .update(leads)
      .set({
        traceStatus: result.found ? "traced" : "failed",
        traceError: result.found ? null : "The provider found no contact for this owner and address.",
        contactEmail: result.email,
        contactPhone: result.phone,
        confidenceScore: result.confidenceScore,
        traceSource: result.source,
        traceCostCents: config.skipTrace.costCents,
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
