import type { LeadGenOverview, Storm } from "../../../contract/lead-generation";
import type { storms } from "../../db/schema";
import { iso } from "../../lib/dates";
import { presentLead } from "../../presenters/lead.presenter";
import type { getLeadGenerationOverview } from "./get-lead-generation-overview";

export const presentStorm = (r: typeof storms.$inferSelect): Storm => ({
  id: r.id,
  date: iso(r.occurredOn),
  location: r.location,
  severity: r.severity,
  affectedProperties: r.affectedProperties,
  averageClaimValue: r.averageClaimValue,
  isSample: r.isSample,
});

export const presentLeadGenerationOverview = (o: Awaited<ReturnType<typeof getLeadGenerationOverview>>): LeadGenOverview => ({
  storms: o.storms.map(presentStorm),
  leads: o.leads.map(presentLead),
  stats: o.stats,
  samples: o.samples,
});
