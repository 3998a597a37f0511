import type { z } from "zod";
import type { addLeadRequestSchema } from "../../../contract/skip-trace";
import type { Db } from "../../db/client";
import { createOrUpdateLead } from "../../domain/leads";

/** Stores a RoofStrike lead from the skip-trace form (or updates the one at the same address), with its timeline event and feed entry. */
export async function addLead(db: Db, body: z.output<typeof addLeadRequestSchema>, userId?: number) {
  return db.transaction(async (tx) => {
    const { lead } = await createOrUpdateLead(
      tx,
      {
        platform: "roofstrike",
        source: "skip_trace",
        propertyAddress: body.propertyAddress,
        ownerName: body.ownerName,
        companyName: body.companyName || null,
        estimatedValue: body.estimatedValue,
        priority: body.priority,
        notes: body.notes,
      },
      userId ? { actor: "user", actorId: String(userId) } : { actor: "system" },
    );
    return lead;
  });
}
