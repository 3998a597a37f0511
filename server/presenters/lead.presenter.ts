import type { SkipTraceLead } from "../../contract/skip-trace";
import type { leads } from "../db/schema";
import { iso, isoOrNull } from "../lib/dates";

export const presentLead = (l: typeof leads.$inferSelect): SkipTraceLead => ({
  id: l.id,
  propertyAddress: l.propertyAddress,
  ownerName: l.ownerName,
  companyName: l.companyName,
  estimatedValue: l.estimatedValue,
  priority: l.priority as SkipTraceLead["priority"],
  notes: l.notes,
  traceStatus: l.traceStatus as SkipTraceLead["traceStatus"],
  traceError: l.traceError,
  contactInfo:
    l.traceStatus === "traced" ? { email: l.contactEmail, phone: l.contactPhone, confidenceScore: l.confidenceScore } : null,
  source: l.traceSource,
  stormDate: isoOrNull(l.stormDate),
  isSample: l.isSample,
  createdAt: iso(l.createdAt),
});
