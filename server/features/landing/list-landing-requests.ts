import { desc, eq, inArray } from "drizzle-orm";
import type { LandingRequest } from "../../../contract/landing";
import type { Db } from "../../db/client";
import { leadConsents, leads } from "../../db/schema";

/** The latest landing-page leads (issue 9) with their latest consent and the hail evidence stored with them. */
export async function listLandingRequests(db: Db, limit = 20): Promise<LandingRequest[]> {
  const rows = await db.select().from(leads).where(eq(leads.source, "landing")).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit);
  const consents = rows.length ? await db.select().from(leadConsents).where(inArray(leadConsents.leadId, rows.map((r) => r.id))).orderBy(desc(leadConsents.givenAt)) : [];
  return rows.map((lead) => {
    const c = consents.find((x) => x.leadId === lead.id);
    const h = lead.evidence.hailRisk;
    return {
      leadId: lead.id,
      name: lead.ownerName,
      phone: lead.contactPhone,
      email: lead.contactEmail,
      address: lead.propertyAddress,
      zip: lead.zipCode,
      language: lead.locale,
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      consent: c
        ? { textShown: c.textShown, givenAt: c.givenAt.toISOString(), ip: c.ip, userAgent: c.userAgent, channels: c.channels, withdrawnAt: c.withdrawnAt?.toISOString() ?? null }
        : null,
      hailEvidence: h
        ? { status: h.status, tier: h.tier, percentile: h.percentile, hailDaysPerYear: h.hailDaysPerYear, years: h.years, message: h.message, checkedAt: h.checkedAt, recentStorm: h.recentStorm }
        : null,
    };
  });
}
