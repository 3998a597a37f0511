import type { LeadRow } from "../../domain/leads";
import type { StormHitEvidence } from "../../db/schema";
import { spelledDay } from "../../lib/dates";

/**
 * The offline drafts of a storm campaign, written from the stored evidence only (no invented
 * figures). The WhatsApp template is the one submitted to Meta for approval (its name is
 * STORM_CAMPAIGN_TEMPLATE); this text is used only when the account's templates cannot be read.
 */
export const STORM_TEMPLATE_TEXT: Record<"en_US" | "es_MX", string> = {
  en_US: "Hi {{1}}, hail of {{2}} in was reported near {{3}} on {{4}}. RoofStrike offers a free roof inspection. Reply YES to book one, or STOP to opt out.",
  es_MX: "Hola {{1}}, se reportó granizo de {{2}} in cerca de {{3}} el {{4}}. RoofStrike ofrece una inspección de techo gratis. Responda SÍ para agendarla, o BAJA para no recibir más mensajes.",
};

export const templateLanguageOf = (lead: Pick<LeadRow, "locale" | "platform">) => (lead.locale === "es" ? "es_MX" : "en_US");

/** The storm hit of this day in the lead's evidence (the newest one when the day is not there). */
export function evidenceFor(lead: Pick<LeadRow, "evidence">, stormDay: string): StormHitEvidence | null {
  const hits = lead.evidence?.stormHits ?? [];
  return hits.find((h) => h.stormDay === stormDay) ?? hits[0] ?? null;
}

/** The street part of an address ("12 Oak St, Houston, TX 77002" → "12 Oak St"). */
export const street = (address: string) => address.split(",")[0]?.trim() || address;
const firstName = (name: string | null | undefined) => (name ?? "").trim().split(/\s+/)[0] || "";

/** The template's variables: first name, hail size, street address, storm day (as the homeowner writes a date: "May 10, 2026", "10 de mayo de 2026"). */
export function templateVariables(lead: Pick<LeadRow, "ownerName" | "propertyAddress" | "locale">, hit: StormHitEvidence): string[] {
  const name = firstName(lead.ownerName) || (lead.locale === "es" ? "vecino" : "neighbor");
  return [name, hit.sizeInches.toFixed(2), street(lead.propertyAddress), spelledDay(hit.stormDay, lead.locale === "es" ? "es" : "en")];
}

/**
 * Why the message was drafted, in words the operator reads beside it, and as a code with its
 * figures for the reader's language (decision 111). `consent`: a consent record, or an open
 * 24-hour window (the contact wrote to us).
 */
export function draftReason(hit: StormHitEvidence, consent: "record" | "window") {
  const size = hit.sizeInches.toFixed(2);
  const distance = hit.distanceMiles.toFixed(1);
  const why = consent === "record" ? "WhatsApp consent on file" : "the contact wrote to us in the last 24 hours";
  return {
    reason: `Storm ${hit.stormDay}: ${size} in hail ${distance} mi from the property (${hit.source} ${hit.sourceId}); ${why}.`,
    reasonCode: consent === "record" ? "OUTBOX_REASON_STORM_LEAD_CONSENT" : "OUTBOX_REASON_STORM_LEAD_WINDOW",
    reasonParams: { stormDay: hit.stormDay, size, distance, source: hit.source, sourceId: hit.sourceId },
  };
}

/** Why the storm's social post was drafted (decision 111: with its code and figures). */
export function socialPostReason(stormDay: string, properties: number) {
  return {
    reason: `Storm ${stormDay}: ${properties} stored propert${properties === 1 ? "y" : "ies"} under hail; a post to reach owners we have no consent to message.`,
    reasonCode: "OUTBOX_REASON_STORM_POST",
    reasonParams: { stormDay, count: properties },
  };
}

/** The social post about the storm from stored figures only. */
export function offlineSocialPost(stormDay: string, facts: { properties: number; maxSize: number; zips: string[] }) {
  const where = facts.zips.length ? ` in ZIP ${facts.zips.slice(0, 5).join(", ")}` : "";
  return [
    `Hail up to ${facts.maxSize.toFixed(2)} in was reported${where} on ${spelledDay(stormDay, "en")} (NOAA storm reports).`,
    "Hail damage to a roof is often invisible from the ground and can lead to leaks months later.",
    "If your home was in the storm's path, RoofStrike offers a free roof inspection and helps you document a claim with your insurer.",
    // A storm may be anywhere (Midland, Sherman…): no place in the hashtags.
    "#HailDamage #RoofInspection",
  ].join("\n\n");
}
