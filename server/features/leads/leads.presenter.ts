import type { LeadDetail, LeadSummary } from "../../../contract/leads";
import { LEAD_ACTORS, LEAD_PLATFORMS, LEAD_SOURCES, LEAD_STATUSES } from "../../../contract/leads";
import type { leadConsents, leadEvents, leads } from "../../db/schema";

export type OwnerNames = { users: Map<number, string>; agents: Map<string, string> };
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const oneOf = <T extends string>(list: readonly T[], v: string, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** The columns a lead summary shows: what the list reads (not the evidence, notes or trace details). */
export const LEAD_SUMMARY_COLUMNS = [
  "id", "platform", "source", "status", "lostReason", "propertyAddress", "ownerName", "companyName", "zipCode", "contactPhone", "contactEmail",
  "priority", "estimatedValue", "ownerUserId", "ownerAgentRole", "revenue", "convertedAt", "optedOutAt", "stormDate", "propertyId", "isSample",
  "createdAt", "updatedAt",
] as const satisfies readonly (keyof typeof leads.$inferSelect)[];
export type LeadSummaryRow = Pick<typeof leads.$inferSelect, (typeof LEAD_SUMMARY_COLUMNS)[number]>;

export function presentLeadSummary(l: LeadSummaryRow, names: OwnerNames): LeadSummary {
  const owner = l.ownerUserId
    ? { kind: "user" as const, id: String(l.ownerUserId), name: names.users.get(l.ownerUserId) ?? `#${l.ownerUserId}` }
    : l.ownerAgentRole
      ? { kind: "agent" as const, id: l.ownerAgentRole, name: names.agents.get(l.ownerAgentRole) ?? l.ownerAgentRole }
      : null;
  return {
    id: l.id,
    platform: oneOf(LEAD_PLATFORMS, l.platform, "roofstrike"),
    source: oneOf(LEAD_SOURCES, l.source, "manual"),
    status: oneOf(LEAD_STATUSES, l.status, "new"),
    lostReason: l.lostReason,
    propertyAddress: l.propertyAddress,
    ownerName: l.ownerName,
    companyName: l.companyName,
    zipCode: l.zipCode,
    contactPhone: l.contactPhone,
    contactEmail: l.contactEmail,
    priority: l.priority,
    estimatedValue: l.estimatedValue,
    owner,
    revenue: l.revenue,
    convertedAt: iso(l.convertedAt),
    optedOutAt: iso(l.optedOutAt),
    stormDate: iso(l.stormDate),
    propertyId: l.propertyId,
    isSample: l.isSample,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export function presentLeadDetail(
  l: typeof leads.$inferSelect,
  events: (typeof leadEvents.$inferSelect)[],
  consents: (typeof leadConsents.$inferSelect)[],
  names: OwnerNames,
): LeadDetail {
  const actorName = (e: typeof leadEvents.$inferSelect) =>
    e.actor === "user" && e.actorId ? (names.users.get(Number(e.actorId)) ?? `#${e.actorId}`) : e.actor === "agent" && e.actorId ? (names.agents.get(e.actorId) ?? e.actorId) : null;
  return {
    lead: { ...presentLeadSummary(l, names), notes: l.notes, traceStatus: l.traceStatus, locale: l.locale },
    evidence: { stormHits: l.evidence?.stormHits ?? [] },
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      channel: e.channel,
      actor: oneOf(LEAD_ACTORS, e.actor, "system"),
      actorName: actorName(e),
      detail: e.detail ?? {},
      occurredAt: e.occurredAt.toISOString(),
    })),
    consents: consents.map((c) => ({ id: c.id, textShown: c.textShown, locale: c.locale, channels: c.channels, givenAt: c.givenAt.toISOString(), withdrawnAt: iso(c.withdrawnAt) })),
  };
}
