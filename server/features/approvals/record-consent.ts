import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { recordConsentSchema } from "../../../contract/outbox";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import type { LeadPlatform, LeadSource } from "../../../contract/leads";
import { createOrUpdateLead, recordConsent } from "../../domain/leads";
import { leads } from "../../db/schema";
import { toE164 } from "../../lib/phone";
import { HttpError, notFound } from "../../lib/http-error";

/**
 * Records WhatsApp consent a contact gave an operator outside the app (the words, the language,
 * how), on the lead's timeline; fills the lead's phone when it has none. A lead that opted out
 * stays opted out: a new consent after a STOP must come from the contact (their own message).
 */
export async function recordWhatsappConsent(db: Db, input: z.output<typeof recordConsentSchema>, userId: number) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, input.leadId));
    if (!lead) throw notFound(`Lead ${input.leadId} not found`);
    const phone = toE164(input.phone, lead.platform === "dealengineai" ? "MX" : "US");
    if (!phone) throw new HttpError(400, "phone: Not a phone number (give the country code, e.g. +1 713 555 0100)");
    if (lead.contactPhone && lead.contactPhone !== phone) throw new HttpError(409, `The lead's phone is ${lead.contactPhone}; consent is recorded for that number only`, "PHONE_MISMATCH");
    if (lead.optedOutAt) throw new HttpError(409, "This contact opted out; only their own message can start a conversation again", "OPTED_OUT");
    if (!lead.contactPhone)
      await createOrUpdateLead(
        tx,
        { platform: lead.platform as LeadPlatform, source: lead.source as LeadSource, propertyAddress: lead.propertyAddress, normalizedAddress: lead.normalizedAddress, ownerName: lead.ownerName, phone },
        { actor: "user", actorId: String(userId) },
      );
    await recordConsent(tx, lead.id, { textShown: `${input.textShown} [recorded by an operator: ${input.how.replace("_", " ")}]`, locale: input.locale, channels: ["whatsapp"] });
    await recordActivity(tx, { type: "consent_recorded", message: `WhatsApp consent recorded for lead #${lead.id} (${input.how.replace("_", " ")})` });
    return { ok: true as const, leadId: lead.id, phone };
  });
}
