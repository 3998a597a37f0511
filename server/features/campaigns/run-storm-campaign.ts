import { and, eq, inArray, sql } from "drizzle-orm";
import type { LanguageModelService } from "../../agents/language-model";
import type { Config } from "../../config";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { intArray } from "../../domain/storm-matching";
import { draftOutbound, OutboxRefusal, RECIPIENT_NAMES, whatsappContactState } from "../../domain/outbound";
import { campaigns, leads, outboundMessages } from "../../db/schema";
import type { OutboxService } from "../../plugins/outbox";
import { fillTemplate, listApprovedTemplates, whatsappConfigured, type WhatsappTemplate } from "../../integrations/whatsapp/client";
import { draftReason, evidenceFor, socialPostReason, offlineSocialPost, STORM_TEMPLATE_TEXT, templateLanguageOf, templateVariables } from "./storm-messages";

export interface StormCampaignResult {
  campaignId: number;
  whatsappDrafts: number;
  socialDrafts: number;
  skipped: { leadId: number; reason: string }[];
}

/**
 * The worker of `campaign.storm` ({ stormDay, leadIds }), queued by storm matching: the CMO agent
 * drafts one WhatsApp message per hit lead with consent (a template message with its variables
 * filled, as the contacts are outside the 24-hour window; free text only while a contact's window
 * is open and a language model writes it), and the social agent one post about the storm, all into
 * the approval queue, grouped as the storm day's campaign. Runs again safely: one campaign per
 * storm day, one draft per lead and channel, one social post per campaign.
 */
export async function runStormCampaign(
  { db, ai, config, outbox }: { db: Db; ai: LanguageModelService; config: Config; outbox: Pick<OutboxService, "queue"> },
  input: { stormDay: string; leadIds: number[] },
): Promise<StormCampaignResult> {
  const templates = await accountTemplates(config);
  const templateName = config.stormCampaign.template;
  const templateText = (language: "en_US" | "es_MX") =>
    templates ? templates.find((t) => t.name === templateName && t.language === language)?.body ?? null : STORM_TEMPLATE_TEXT[language];

  const { reachable: hitLeads, withoutPhone, facts } = await hitLeadsOf(db, input.leadIds, input.stormDay);
  // Free text written by the language model, before the transaction (a model call is slow).
  const freeText = new Map<number, string>();
  const states = new Map<number, Awaited<ReturnType<typeof whatsappContactState>>>();
  for (const lead of hitLeads) {
    if (!lead.contactPhone) continue;
    const state = await whatsappContactState(db, lead.contactPhone, lead.id);
    states.set(lead.id, state);
    const hit = evidenceFor(lead, input.stormDay);
    if (ai.configured && state.windowOpen && !state.optedOut && hit) {
      const out = await ai.generateText({
        system: "You are the CMO agent of RoofStrike (storm-damage roofing claims, Houston). Write one short WhatsApp reply to a homeowner who wrote to us recently. Use only the facts given; no prices, no promises about insurance outcomes. Sign as RoofStrike.",
        prompt: `Language: ${lead.locale === "es" ? "Spanish" : "English"}\nFacts: ${JSON.stringify({ owner: lead.ownerName, address: lead.propertyAddress, stormDay: hit.stormDay, hailInches: hit.sizeInches, distanceMiles: hit.distanceMiles, source: hit.source })}`,
      });
      if (out.text.trim()) freeText.set(lead.id, out.text.trim().slice(0, 4000));
    }
  }
  const social = await socialPost(ai, input.stormDay, facts);

  const result = await db.transaction(async (tx) => {
    await tx
      .insert(campaigns)
      .values({ platform: "roofstrike", kind: "storm", stormDay: input.stormDay, name: `Storm ${input.stormDay}`, status: "completed", completedAt: new Date() })
      .onConflictDoNothing();
    const [campaign] = await tx.select().from(campaigns).where(and(eq(campaigns.kind, "storm"), eq(campaigns.stormDay, input.stormDay)));
    const out: StormCampaignResult & { approvedIds: number[] } = { campaignId: campaign.id, whatsappDrafts: 0, socialDrafts: 0, skipped: [], approvedIds: [] };
    const skip = (leadId: number, reason: string) => out.skipped.push({ leadId, reason });
    for (const id of withoutPhone) skip(id, "no phone number");
    for (const lead of hitLeads) {
      const hit = evidenceFor(lead, input.stormDay);
      const state = states.get(lead.id);
      if (!lead.contactPhone || !state) {
        skip(lead.id, "no phone number");
        continue;
      }
      if (!hit) {
        skip(lead.id, "no storm evidence");
        continue;
      }
      if (state.optedOut || !state.consent) {
        skip(lead.id, state.optedOut ? "opted out" : "no consent");
        continue;
      }
      const consent = state.consent.source === "consent_record" ? "record" : "window";
      const text = freeText.get(lead.id);
      const language = templateLanguageOf(lead);
      const body = text ?? templateText(language);
      if (!body) {
        skip(lead.id, `the template ${templateName} (${language}) is not approved on the WhatsApp account`);
        continue;
      }
      const variables = templateVariables(lead, hit);
      try {
        const row = await draftOutbound(tx, {
            kind: text ? "whatsapp_text" : "whatsapp_template",
            channel: "whatsapp",
            recipient: lead.contactPhone!,
            recipientName: lead.ownerName,
            leadId: lead.id,
            campaignId: campaign.id,
            body: text ?? fillTemplate(body, variables),
            template: text ? null : { name: templateName, language, variables },
            ...draftReason(hit, consent),
            draftedBy: "campaign",
            agentRole: "cmo",
          });
        if (row) {
          out.whatsappDrafts++;
          if (row.status === "approved") out.approvedIds.push(row.id);
        }
      } catch (err) {
        if (!(err instanceof OutboxRefusal)) throw err;
        skip(lead.id, err.message);
      }
    }
    const [existingPost] = await tx
      .select({ id: outboundMessages.id })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.campaignId, campaign.id), eq(outboundMessages.kind, "social_post")));
    if (!existingPost && facts.properties) {
      const row = await draftOutbound(tx, {
        kind: "social_post",
        channel: "linkedin",
        recipient: "linkedin:company",
        recipientName: RECIPIENT_NAMES.write("RECIPIENT_LINKEDIN_PAGE", { page: "RoofStrike" }),
        campaignId: campaign.id,
        body: social,
        ...socialPostReason(input.stormDay, facts.properties),
        draftedBy: "campaign",
        agentRole: "social",
      });
      if (row) {
        out.socialDrafts++;
        if (row.status === "approved") out.approvedIds.push(row.id);
      }
    }
    // In the hit leads' order (by id), as one pass over them would list them.
    out.skipped.sort((a, b) => a.leadId - b.leadId);
    await recordActivity(tx, {
      type: "campaign_drafted",
      agentRole: "cmo",
      message: `Storm ${input.stormDay} campaign: ${out.whatsappDrafts} WhatsApp draft(s) and ${out.socialDrafts} social post(s) waiting for approval${out.skipped.length ? `; ${out.skipped.length} hit lead(s) not messaged (no consent, opted out or no phone)` : ""}`,
      code: out.skipped.length ? "ACTIVITY_STORM_CAMPAIGN_SKIPPED" : "ACTIVITY_STORM_CAMPAIGN",
      params: { day: input.stormDay, whatsapp: out.whatsappDrafts, social: out.socialDrafts, skipped: out.skipped.length },
    });
    return out;
  });
  await outbox.queue(result.approvedIds);
  const { approvedIds: _ids, ...answer } = result;
  return answer;
}

/**
 * Ids per statement when reading the hit leads: a storm over 100,000 roofs hits 100,000 leads, and
 * PostgreSQL takes at most 65,535 parameters in one statement (issue 18). Each statement holds
 * PGlite's one connection: 10,000 ids took 45–110 ms each, the slowest answers to other requests
 * at the end of a storm's import; 2,500 take a quarter of that (decision 144).
 */
export const LEAD_IDS_PER_STATEMENT = 2_500;

/**
 * The storm day's hit leads (sample leads left out), in statements of at most LEAD_IDS_PER_STATEMENT
 * ids: whole rows only of those with a phone number (the ones a message can go to), the ids of the
 * others, and the figures of the social post over all of them (how many, the largest hail of the
 * day as evidenceFor reads it, their ZIP codes). A storm over 100,000 roofs hits 100,000 storm
 * leads, nearly all without a phone: reading and parsing every row held PGlite's thread ~0.25 s
 * per statement and the event loop up to 0.7 s (decision 135).
 */
async function hitLeadsOf(db: Db, leadIds: number[], stormDay: string) {
  const reachable: (typeof leads.$inferSelect)[] = [];
  const withoutPhone: number[] = [];
  const facts = { properties: 0, maxSize: 0, zips: [] as string[] };
  const zips = new Set<string>();
  for (let i = 0; i < leadIds.length; i += LEAD_IDS_PER_STATEMENT) {
    const ids = intArray(leadIds.slice(i, i + LEAD_IDS_PER_STATEMENT));
    const [row] = (
      await db.execute(sql`
with l as (select id, contact_phone, zip_code, case when jsonb_typeof(evidence->'stormHits') = 'array' then evidence->'stormHits' else '[]'::jsonb end as hits
           from leads where id = any(${ids}::int[]) and not is_sample),
s as (
  select l.*, coalesce((coalesce((select h from jsonb_array_elements(l.hits) with ordinality e(h, n) where h->>'stormDay' = ${stormDay} order by n limit 1), l.hits->0)->>'sizeInches')::float8, 0) as size
  from l
)
select count(*)::int as n, coalesce(max(size), 0)::float8 as max_size,
       coalesce(array_agg(distinct zip_code) filter (where zip_code is not null and zip_code <> ''), '{}') as zips,
       coalesce(array_agg(id order by id) filter (where coalesce(contact_phone, '') = ''), '{}') as without_phone,
       coalesce(array_agg(id order by id) filter (where coalesce(contact_phone, '') <> ''), '{}') as with_phone
from s`)
    ).rows as { n: number; max_size: number; zips: string[] | string; without_phone: number[] | string; with_phone: number[] | string }[];
    if (!row || Number(row.n) === 0) continue;
    facts.properties += Number(row.n);
    facts.maxSize = Math.max(facts.maxSize, Number(row.max_size));
    for (const z of textArray(row.zips)) zips.add(z);
    for (const id of textArray(row.without_phone)) withoutPhone.push(Number(id));
    const withPhone = textArray(row.with_phone).map(Number);
    if (withPhone.length) reachable.push(...(await db.select().from(leads).where(inArray(leads.id, withPhone)).orderBy(leads.id)));
  }
  facts.zips = [...zips].sort();
  return { reachable, withoutPhone, facts };
}

/** An array as the driver returns it: an array (pg, PGlite) or its text form (ids and ZIP codes: no quoting needed). */
function textArray(v: unknown[] | string | null): string[] {
  if (v == null) return [];
  if (Array.isArray(v)) return v.map(String);
  return v.replace(/[{}"]/g, "").split(",").filter(Boolean);
}

/**
 * What the job stores as its output (pgboss.job.output): the figures, the skipped leads counted by
 * reason and the first 100 of them. A storm over 100,000 roofs skips tens of thousands of leads (no
 * consent, no phone); listing each would store megabytes per run.
 */
export function stormCampaignJobOutput(result: StormCampaignResult) {
  const skippedByReason: Record<string, number> = {};
  for (const s of result.skipped) skippedByReason[s.reason] = (skippedByReason[s.reason] ?? 0) + 1;
  return { campaignId: result.campaignId, whatsappDrafts: result.whatsappDrafts, socialDrafts: result.socialDrafts, skippedByReason, firstSkipped: result.skipped.slice(0, 100) };
}

/** The account's approved templates when WhatsApp is configured with its business account; null: use the stored text. */
async function accountTemplates(config: Config): Promise<WhatsappTemplate[] | null> {
  if (!whatsappConfigured(config) || !config.whatsapp.businessAccountId) return null;
  return listApprovedTemplates(config);
}

/** The social agent's post: from the language model over the stored facts, or offline from the template. */
async function socialPost(ai: LanguageModelService, stormDay: string, facts: { properties: number; maxSize: number; zips: string[] }) {
  if (!ai.configured) return offlineSocialPost(stormDay, facts);
  const out = await ai.generateText({
    system: "You are RoofStrike's social media agent. Write one LinkedIn post (under 120 words) about a hail storm for Houston homeowners. Use only the facts given; do not name people or addresses, invent figures, or promise claim outcomes.",
    prompt: `Storm day: ${stormDay}\nFacts: ${JSON.stringify({ largestHailInches: facts.maxSize, zipCodes: facts.zips, source: "NOAA storm reports" })}`,
  });
  return out.text.trim() || offlineSocialPost(stormDay, facts);
}
