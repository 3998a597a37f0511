import { and, eq, gt, or, sql } from "drizzle-orm";
import { CONSENT_CHANNELS, CONSENT_TEXT, phoneToE164, type AssessmentRequest, type AssessmentResponse } from "../../../contract/landing";
import type { Db } from "../../db/client";
import { lookupHailRisk } from "../../domain/hail/lookup";
import { createOrUpdateLead, recordConsent, recordLeadEvent } from "../../domain/leads";
import { leadConsents, leads, type LandingHailEvidence } from "../../db/schema";
import { normalizeAddress } from "../../lib/address";
import { badRequest } from "../../lib/http-error";

/** A second request for the same property or phone within this many days is a duplicate. */
const DUPLICATE_DAYS = 30;

const ANSWERS = {
  en: {
    received: (name: string) => `Thank you, ${name}. We have your request and will contact you soon.`,
    duplicate: "We already have your request for this property and will contact you soon. No need to send it again.",
    consentText: "The consent text does not match the one shown on the page. Reload the page and try again.",
  },
  es: {
    received: (name: string) => `Gracias, ${name}. Recibimos su solicitud y le contactaremos pronto.`,
    duplicate: "Ya tenemos su solicitud para esta propiedad y le contactaremos pronto. No hace falta enviarla de nuevo.",
    consentText: "El texto de consentimiento no coincide con el que muestra la página. Recargue la página e inténtelo de nuevo.",
  },
} as const;

/** The ZIP's hail answer at this moment, as stored on the lead. */
async function hailEvidence(db: Db, zip: string, now: Date): Promise<LandingHailEvidence> {
  const answer = await lookupHailRisk(db, zip, now);
  const base = { zip, checkedAt: now.toISOString() };
  if (!answer) {
    return { ...base, status: "unknown-zip", message: `ZIP code ${zip} was not found.`, tier: null, percentile: null, hailDaysPerYear: null, hailDays: null, yearsCounted: null, years: null, largestHailInches: null, recentStorm: null };
  }
  const r = answer.risk;
  const s = answer.recentStorm;
  return {
    ...base,
    status: answer.status,
    message: answer.message,
    tier: r?.tier ?? null,
    percentile: r?.percentile ?? null,
    hailDaysPerYear: r?.hailDaysPerYear ?? null,
    hailDays: r?.hailDays ?? null,
    yearsCounted: r?.yearsCounted ?? null,
    years: r ? `${r.yearsFrom}–${r.yearsTo}` : null,
    largestHailInches: r?.largestHailInches ?? null,
    recentStorm: s ? { date: s.date, sizeInches: s.sizeInches, distanceMiles: s.distanceMiles, reports: s.reports, source: s.source, withinClaimWindow: s.withinClaimWindow } : null,
  };
}

/**
 * The landing page's "Get Free Assessment" form (issue 9): a lead with source `landing`, the
 * ZIP's hail evidence at this moment and the consent record (the exact text shown, time, IP,
 * user agent), in one transaction; the lead list and the activity feed show it at once. The
 * spam guard (honeypot, minimum fill time) answers like a success and stores nothing. A request
 * for a property or phone that already asked within 30 days is refused politely.
 */
export async function submitAssessment(
  { db, minFillMs, log }: { db: Db; minFillMs: number; log: (msg: string) => void },
  input: AssessmentRequest,
  meta: { ip: string | null; userAgent: string | null },
  now = new Date(),
): Promise<AssessmentResponse> {
  const say = ANSWERS[input.language];
  const name = input.name.trim();
  if ((input.website ?? "").trim() !== "" || input.elapsedMs < minFillMs) {
    log("landing assessment dropped by the spam guard");
    return { status: "received", message: say.received(name) };
  }
  if (input.consentText !== CONSENT_TEXT[input.language]) throw badRequest(say.consentText);
  const phone = phoneToE164(input.phone)!;
  const street = input.address.trim();
  const address = /\b\d{5}(?:-\d{4})?\s*$/.test(street) ? street : `${street}, ${input.zip}`;
  const key = normalizeAddress(address);
  const evidence = await hailEvidence(db, input.zip, now);

  return db.transaction(async (tx) => {
    const since = new Date(now.getTime() - DUPLICATE_DAYS * 86_400_000);
    const [dup] = await tx
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(leadConsents, eq(leadConsents.leadId, leads.id))
      .where(and(eq(leads.platform, "roofstrike"), gt(leadConsents.givenAt, since), or(eq(leads.contactPhone, phone), key ? eq(leads.normalizedAddress, key) : sql`false`)))
      .limit(1);
    if (dup) return { status: "duplicate" as const, message: say.duplicate };

    const stormDate = evidence.recentStorm?.withinClaimWindow ? new Date(`${evidence.recentStorm.date}T12:00:00Z`) : null;
    const { lead } = await createOrUpdateLead(tx, {
      platform: "roofstrike",
      source: "landing",
      sourceRef: "landing-form",
      propertyAddress: address,
      ownerName: name,
      zipCode: input.zip,
      email: input.email || null,
      phone,
      locale: input.language,
      priority: evidence.tier === "high" || evidence.recentStorm?.withinClaimWindow ? "high" : "medium",
      stormDate,
      evidence: { hailRisk: evidence },
    });
    await recordConsent(tx, lead.id, {
      textShown: input.consentText,
      locale: input.language,
      channels: [...CONSENT_CHANNELS],
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
      givenAt: now,
    });
    await recordLeadEvent(tx, lead.id, "assessment_requested", { zip: input.zip, tier: evidence.tier, hailStatus: evidence.status });
    return { status: "received" as const, message: say.received(name) };
  });
}
