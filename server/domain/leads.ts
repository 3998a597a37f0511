import { and, desc, eq, sql } from "drizzle-orm";
import type { LeadActorKind, LeadPlatform, LeadPriority, LeadSource } from "../../contract/leads";
import { normalizeAddress } from "../lib/address";
import { toE164 } from "../lib/phone";
import { recordActivity } from "./activity";
import type { Tx } from "../db/client";
import { leadConsents, leadEvents, leads, type LeadEvidence, type StormHitEvidence } from "../db/schema";

/**
 * The one writer of leads, their timeline and their consent records (decision 070). Every
 * feature that makes or changes a lead (landing form, storm matching, skip tracing, inbound
 * WhatsApp, Aria chats, the hub's lead pages) goes through here, inside its transaction.
 */

/* Everything here runs inside the caller's transaction (Tx: a database or a transaction). */

export type LeadActor = { actor: LeadActorKind; actorId?: string | null };

export interface LeadInput {
  platform: LeadPlatform;
  source: LeadSource;
  sourceRef?: string | null;
  propertyAddress?: string | null;
  /** The dedupe key when the caller has one (a property's); otherwise derived from propertyAddress. */
  normalizedAddress?: string | null;
  propertyId?: number | null;
  ownerName?: string | null;
  companyName?: string | null;
  zipCode?: string | null;
  email?: string | null;
  /** Any common format; stored in E.164 (US for RoofStrike, MX for DealEngineAI when no country code). */
  phone?: string | null;
  locale?: string | null;
  estimatedValue?: number;
  priority?: LeadPriority;
  notes?: string | null;
  stormDate?: Date | null;
  evidence?: LeadEvidence;
  isSample?: boolean;
}

export type LeadRow = typeof leads.$inferSelect;

/** Storm hits merged by storm day (a newer report of the same day replaces the older one). */
export function mergeEvidence(a: LeadEvidence | null | undefined, b: LeadEvidence | undefined): LeadEvidence {
  const byDay = new Map<string, StormHitEvidence>();
  for (const h of [...(a?.stormHits ?? []), ...(b?.stormHits ?? [])]) byDay.set(h.stormDay, h);
  const stormHits = [...byDay.values()].sort((x, y) => (x.stormDay < y.stormDay ? 1 : -1));
  return { ...a, ...b, ...(stormHits.length ? { stormHits } : {}) };
}

/**
 * Creates a lead, or updates the one that is the same person or place: on the same platform, the
 * same normalised property address, or else the same phone number. An update fills what the lead
 * lacks (contact details, property, company), merges evidence and keeps the source it first came
 * from. Records a `created` or `updated` event and an activity entry. Safe against a concurrent
 * caller: the address is a unique key (insert … on conflict), a phone-only lead takes a
 * transaction-scoped advisory lock on the phone.
 */
export async function createOrUpdateLead(tx: Tx, input: LeadInput, by: LeadActor = { actor: "system" }): Promise<{ lead: LeadRow; created: boolean }> {
  const phone = toE164(input.phone, input.platform === "dealengineai" ? "MX" : "US");
  const address = input.propertyAddress?.trim() || "";
  const key = input.normalizedAddress ?? (address ? normalizeAddress(address) : null) ?? null;
  const email = input.email?.trim().toLowerCase() || null;
  if (!key && phone) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${input.platform}:${phone}`}))`);

  const findExisting = async () => {
    if (key) {
      const [byAddress] = await tx.select().from(leads).where(and(eq(leads.platform, input.platform), eq(leads.normalizedAddress, key)));
      if (byAddress) return byAddress;
    }
    if (phone) {
      const [byPhone] = await tx.select().from(leads).where(and(eq(leads.platform, input.platform), eq(leads.contactPhone, phone))).orderBy(desc(leads.id)).limit(1);
      if (byPhone) return byPhone;
    }
    return null;
  };

  let existing = await findExisting();
  if (!existing) {
    const [row] = await tx
      .insert(leads)
      .values({
        platform: input.platform,
        source: input.source,
        sourceRef: input.sourceRef ?? null,
        propertyAddress: address,
        normalizedAddress: key,
        propertyId: input.propertyId ?? null,
        ownerName: input.ownerName?.trim() || input.companyName?.trim() || "",
        companyName: input.companyName?.trim() || null,
        zipCode: input.zipCode ?? address.match(/\b(\d{5})(?:-\d{4})?\s*$/)?.[1] ?? null,
        contactEmail: email,
        contactPhone: phone,
        locale: input.locale ?? null,
        estimatedValue: input.estimatedValue ?? 0,
        priority: input.priority ?? "medium",
        notes: input.notes?.trim() || null,
        stormDate: input.stormDate ?? null,
        evidence: mergeEvidence({}, input.evidence),
        isSample: input.isSample ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await recordLeadEvent(tx, row.id, "created", { source: input.source, ...(input.sourceRef ? { sourceRef: input.sourceRef } : {}) }, by);
      await recordActivity(tx, {
        type: "lead_added",
        agentRole: input.platform === "dealengineai" ? "aria" : "strikecloser",
        message: `Lead added (${input.source.replace("_", " ")}): ${row.propertyAddress || row.ownerName || row.contactPhone || `#${row.id}`}`,
        code: "ACTIVITY_LEAD_ADDED",
        params: { address: row.propertyAddress || row.contactPhone || `#${row.id}`, owner: row.ownerName || "—" },
      });
      return { lead: row, created: true };
    }
    existing = await findExisting(); // a concurrent caller inserted the same address first
    if (!existing) throw new Error("lead insert conflicted but no lead was found");
  }

  const [lead] = await tx
    .update(leads)
    .set({
      propertyAddress: existing.propertyAddress || address,
      normalizedAddress: existing.normalizedAddress ?? key,
      propertyId: existing.propertyId ?? input.propertyId ?? null,
      ownerName: existing.ownerName || input.ownerName?.trim() || input.companyName?.trim() || "",
      companyName: existing.companyName ?? (input.companyName?.trim() || null),
      zipCode: existing.zipCode ?? input.zipCode ?? null,
      contactEmail: existing.contactEmail ?? email,
      contactPhone: existing.contactPhone ?? phone,
      locale: existing.locale ?? input.locale ?? null,
      estimatedValue: Math.max(existing.estimatedValue, input.estimatedValue ?? 0),
      stormDate: input.stormDate && (!existing.stormDate || input.stormDate > existing.stormDate) ? input.stormDate : existing.stormDate,
      evidence: mergeEvidence(existing.evidence, input.evidence),
      // a real contact about a sample lead makes it real
      isSample: existing.isSample && (input.isSample ?? false),
      updatedAt: new Date(),
    })
    .where(eq(leads.id, existing.id))
    .returning();
  await recordLeadEvent(tx, lead.id, "updated", { source: input.source, ...(input.sourceRef ? { sourceRef: input.sourceRef } : {}) }, by);
  return { lead, created: false };
}

/** Adds one entry to a lead's timeline. */
export async function recordLeadEvent(
  tx: Tx,
  leadId: number,
  type: string,
  detail: Record<string, unknown> = {},
  by: LeadActor = { actor: "system" },
  extra: { channel?: string | null; occurredAt?: Date } = {},
) {
  const [row] = await tx
    .insert(leadEvents)
    .values({ leadId, type, detail, actor: by.actor, actorId: by.actorId ?? null, channel: extra.channel ?? null, ...(extra.occurredAt ? { occurredAt: extra.occurredAt } : {}) })
    .returning();
  return row;
}

export interface ConsentInput {
  textShown: string;
  locale: string;
  channels: string[];
  ip?: string | null;
  userAgent?: string | null;
  givenAt?: Date;
}

/** Stores what the person agreed to (the exact text shown) and puts it on the lead's timeline. */
export async function recordConsent(tx: Tx, leadId: number, consent: ConsentInput) {
  const [row] = await tx
    .insert(leadConsents)
    .values({
      leadId,
      textShown: consent.textShown,
      locale: consent.locale,
      channels: consent.channels,
      ip: consent.ip ?? null,
      userAgent: consent.userAgent ?? null,
      ...(consent.givenAt ? { givenAt: consent.givenAt } : {}),
    })
    .returning();
  await recordLeadEvent(tx, leadId, "consent", { channels: consent.channels, locale: consent.locale });
  return row;
}

/** Marks the contact opted out (STOP / BAJA, the provider's signal): the lead and its consents. */
export async function recordOptOut(tx: Tx, leadId: number, detail: Record<string, unknown> = {}) {
  const now = new Date();
  await tx.update(leads).set({ optedOutAt: now, updatedAt: now }).where(and(eq(leads.id, leadId), sql`${leads.optedOutAt} is null`));
  await tx.update(leadConsents).set({ withdrawnAt: now }).where(and(eq(leadConsents.leadId, leadId), sql`${leadConsents.withdrawnAt} is null`));
  await recordLeadEvent(tx, leadId, "opted_out", detail);
  await recordActivity(tx, { type: "lead_opted_out", message: `Lead #${leadId} opted out of contact` });
}

/**
 * Sample leads step aside once real ones exist (decision 070): the condition the KPIs, the
 * lead-response monitor and the standup add for a leads row (`alias` is its table alias). The
 * `not exists` is evaluated once per query (an InitPlan on the partial index of real leads).
 */
export const countedLead = (alias = "leads") =>
  sql.raw(`(not ${alias}.is_sample or not exists (select 1 from leads real_lead where not real_lead.is_sample))`);
