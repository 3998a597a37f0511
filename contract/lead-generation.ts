import { z } from "zod";
import { nullableNumber as num } from "./common";
import { skipTraceLeadSchema } from "./skip-trace";

/** Spec 02 §2.9: the lead-generation (strikecloser) panel. */
export const stormSchema = z.object({ id: z.number(), date: z.string(), location: z.string(), severity: z.number(), affectedProperties: z.number(), averageClaimValue: z.number(), isSample: z.boolean() });

export const leadGenOverviewSchema = z.object({
  storms: z.array(stormSchema),
  leads: z.array(skipTraceLeadSchema),
  /** Real rows only: sample rows are never added to these. */
  stats: z.object({ totalLeads: z.number(), qualifiedLeads: z.number(), conversionRate: num, activeStorms: z.number(), hotZipCodes: z.array(z.string()) }),
  /** Sample rows counted apart; a kind's count is 0 (its samples stepped aside) once a real row of that kind exists. */
  samples: z.object({ leads: z.number(), activeStorms: z.number() }),
});
export type Storm = z.infer<typeof stormSchema>;
export type LeadGenOverview = z.infer<typeof leadGenOverviewSchema>;
