import type { LeadRow } from "../../domain/leads";
import type { StormHitEvidence } from "../../db/schema";

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

/** The template's variables: first name, hail size, street address, storm day. */
export function templateVariables(lead: Pick<LeadRow, "ownerName" | "propertyAddress" | "locale">, hit: StormHitEvidence): string[] {
  const name = firstName(lead.ownerName) || (lead.locale === "es" ? "vecino" : "neighbor");
  return [name, hit.sizeInches.toFixed(2), street(lead.propertyAddress), hit.stormDay];
}

/** Why the message was drafted, in words the operator reads beside it. */
export function draftReason(hit: StormHitEvidence, consent: string) {
  return `Storm ${hit.stormDay}: ${hit.sizeInches.toFixed(2)} in hail ${hit.distanceMiles.toFixed(1)} mi from the property (${hit.source} ${hit.sourceId}); ${consent}.`;
}

/** The social post about the storm from stored figures only. */
export function offlineSocialPost(stormDay: string, facts: { properties: number; maxSize: number; zips: string[] }) {
  const where = facts.zips.length ? ` in ZIP ${facts.zips.slice(0, 5).join(", ")}` : "";
  return [
    `Hail up to ${facts.maxSize.toFixed(2)} in was reported${where} on ${stormDay} (NOAA storm reports).`,
    "Hail damage to a roof is often invisible from the ground and can lead to leaks months later.",
    "If your home was in the storm's path, RoofStrike offers a free roof inspection and helps you document a claim with your insurer.",
    // A storm may be anywhere (Midland, Sherman…): no place in the hashtags.
    "#HailDamage #RoofInspection",
  ].join("\n\n");
}
