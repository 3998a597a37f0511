import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordConsent } from "../../domain/leads";
import { recordContactOptOut } from "../../domain/outbound";
import { activityLog, campaigns, outboundMessages } from "../../db/schema";
import { buildLead } from "../../test/factories";
import { signWebhook, startFakeWhatsApp, type FakeWhatsApp } from "../../test/fakes/whatsapp";
import { useTestApp } from "../../test/use-test-app";
import { LEAD_IDS_PER_STATEMENT, runStormCampaign, stormCampaignJobOutput } from "./run-storm-campaign";

const hit = (stormDay: string, sizeInches: number, distanceMiles: number) => ({
  stormHits: [{ stormDay, sizeInches, distanceMiles, source: "NOAA SPC", sourceId: `spc-${stormDay}-1`, lat: 29.76, lon: -95.37 }],
});

describe("storm campaigns (campaign.storm) against the fake WhatsApp Cloud API", () => {
  let fake: FakeWhatsApp;
  beforeAll(async () => {
    fake = await startFakeWhatsApp();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({
    WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url, WHATSAPP_BUSINESS_ACCOUNT_ID: fake.wabaId, WHATSAPP_APP_SECRET: "s",
  }));
  const run = (stormDay: string, leadIds: number[]) => runStormCampaign({ db: t.db, ai: t.app.ai, config: t.app.config, outbox: t.app.outbox }, { stormDay, leadIds });

  it("drafts a filled template per hit lead with consent and one social post, grouped as the storm day's campaign; once", async () => {
    const day = "2026-04-28";
    const consenting = await buildLead(t.db, { ownerName: "Maria Lopez", propertyAddress: "12 Oak St, Houston, TX 77002", zipCode: "77002", contactPhone: "+17135552001", evidence: hit(day, 1.75, 0.8), source: "storm_match" });
    const spanish = await buildLead(t.db, { ownerName: "José Ruiz", propertyAddress: "40 Elm Ave, Houston, TX 77003", zipCode: "77003", locale: "es", contactPhone: "+17135552002", evidence: hit(day, 1.25, 2.4), source: "storm_match" });
    for (const l of [consenting, spanish]) await recordConsent(t.db, l.id, { textShown: "WhatsApp storm alerts", locale: l.locale ?? "en", channels: ["whatsapp"] });
    const noPhone = await buildLead(t.db, { propertyAddress: "9 Pine Rd, Houston, TX 77004", zipCode: "77004", evidence: hit(day, 2, 1), source: "storm_match" });
    const noConsent = await buildLead(t.db, { propertyAddress: "10 Pine Rd, Houston, TX 77004", zipCode: "77004", contactPhone: "+17135552003", evidence: hit(day, 2, 1), source: "storm_match" });
    const optedOut = await buildLead(t.db, { propertyAddress: "11 Pine Rd, Houston, TX 77004", zipCode: "77004", contactPhone: "+17135552004", evidence: hit(day, 2, 1), source: "storm_match" });
    await recordConsent(t.db, optedOut.id, { textShown: "x", locale: "en", channels: ["whatsapp"] });
    await recordContactOptOut(t.db, { channel: "whatsapp", address: "+17135552004", source: "inbound_keyword" });
    const ids = [consenting.id, spanish.id, noPhone.id, noConsent.id, optedOut.id];

    const result = await run(day, ids);
    expect(result).toMatchObject({ whatsappDrafts: 2, socialDrafts: 1 });
    expect(result.skipped.map((s) => [s.leadId, s.reason])).toEqual([[noPhone.id, "no phone number"], [noConsent.id, "no consent"], [optedOut.id, "opted out"]]);
    const rows = await t.db.select().from(outboundMessages).where(eq(outboundMessages.campaignId, result.campaignId));
    const en = rows.find((r) => r.leadId === consenting.id)!;
    expect(en).toMatchObject({
      kind: "whatsapp_template", status: "drafted", draftedBy: "campaign", agentRole: "cmo", recipient: "17135552001", templateName: "roofstrike_storm_check", templateLanguage: "en_US",
      // The storm's day as the homeowner reads a date, not the stored "2026-04-28".
      templateVariables: ["Maria", "1.75", "12 Oak St", "April 28, 2026"],
      body: "Hi Maria, hail of 1.75 in was reported near 12 Oak St on April 28, 2026. RoofStrike offers a free roof inspection. Reply YES to book one, or STOP to opt out.",
    });
    expect(en.reason).toMatch(/1\.75 in hail 0\.8 mi from the property \(NOAA SPC spc-2026-04-28-1\); WhatsApp consent on file/);
    // The same reason as a code and figures, for the reader's language (decision 111).
    expect(en).toMatchObject({ reasonCode: "OUTBOX_REASON_STORM_LEAD_CONSENT", reasonParams: { stormDay: day, size: "1.75", distance: "0.8", source: "NOAA SPC", sourceId: "spc-2026-04-28-1" } });
    expect(rows.find((r) => r.leadId === spanish.id)).toMatchObject({ templateLanguage: "es_MX", body: expect.stringMatching(/^Hola José, se reportó granizo de 1\.25 in cerca de 40 Elm Ave el 28 de abril de 2026\./) });
    const post = rows.find((r) => r.kind === "social_post")!;
    expect(post).toMatchObject({ channel: "linkedin", agentRole: "social", status: "drafted" });
    expect(post.body).toMatch(/Hail up to 2\.00 in was reported in ZIP 77002, 77003, 77004 on April 28, 2026 /);
    const [campaign] = await t.db.select().from(campaigns).where(eq(campaigns.id, result.campaignId));
    expect(campaign).toMatchObject({ kind: "storm", stormDay: day, name: `Storm ${day}` });
    const feed = await t.db.select().from(activityLog).where(eq(activityLog.type, "campaign_drafted"));
    expect(feed.at(-1)!.message).toMatch(/2 WhatsApp draft\(s\) and 1 social post\(s\).*3 hit lead\(s\) not messaged/);

    // The same storm day again (a second import, another instance): nothing new.
    const again = await run(day, ids);
    expect(again).toMatchObject({ campaignId: result.campaignId, whatsappDrafts: 0, socialDrafts: 0 });
    expect((await t.db.select().from(outboundMessages).where(eq(outboundMessages.campaignId, result.campaignId))).length).toBe(3);

    // The campaign's figures follow the queue: approve and send one, reject one, a reply.
    await t.app.inject({ method: "POST", url: `/api/approvals/${en.id}/approve`, headers: { cookie: t.cookie }, payload: {} });
    expect(await t.app.outbox.send(en.id, false)).toEqual({ sent: true });
    await t.app.inject({ method: "POST", url: `/api/approvals/${post.id}/reject`, headers: { cookie: t.cookie }, payload: {} });
    const raw = JSON.stringify({ entry: [{ changes: [{ value: { messages: [{ id: "wamid.reply-campaign", from: "17135552001", timestamp: String(Math.floor(Date.now() / 1000) + 5), type: "text", text: { body: "YES" } }] } }] }] });
    await t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook("s", raw) }, payload: raw });
    const figures = (await t.app.inject({ url: "/api/approvals/campaigns", headers: { cookie: t.cookie } })).json();
    expect(figures.find((c: { id: number }) => c.id === result.campaignId)).toMatchObject({
      name: `Storm ${day}`, stormDay: day, figures: { drafted: 3, approved: 1, rejected: 1, sent: 1, failed: 0, replied: 1, converted: 0 },
    });
  });

  it("drafts the campaign of a storm that hit more leads than a statement takes parameters", { timeout: 180_000 }, async () => {
    const day = "2026-05-02";
    // PostgreSQL takes at most 65,535 parameters in one statement: past that on a PostgreSQL server. The
    // embedded database runs the same batching on three statements' worth (70,000 leads took it 34–61 s
    // beside the journeys, of the suite's time).
    const count = process.env.DATABASE_URL ? 70_000 : 2 * LEAD_IDS_PER_STATEMENT + 1;
    const inserted = await t.db.execute<{ id: number }>(sql`
      insert into leads (owner_name, property_address, zip_code, source, evidence)
      select 'Owner ' || n, n || ' Wide St, Houston, TX 77002', '77002', 'storm_match', ${JSON.stringify(hit(day, 1.5, 1))}::jsonb
      from generate_series(1, ${count}) as n returning id`);
    const ids = ("rows" in inserted ? inserted.rows : (inserted as unknown as { id: number }[])).map((r) => Number(r.id));
    expect(ids).toHaveLength(count);
    expect(ids.length).toBeGreaterThan(LEAD_IDS_PER_STATEMENT);
    const result = await run(day, ids);
    // None has a phone: one social post for the storm, every lead said why it was not messaged.
    expect(result).toMatchObject({ whatsappDrafts: 0, socialDrafts: 1 });
    expect(result.skipped).toHaveLength(count);
    expect(new Set(result.skipped.map((s) => s.reason))).toEqual(new Set(["no phone number"]));
    // The job's stored output counts them by reason and lists the first 100.
    const output = stormCampaignJobOutput(result);
    expect(output).toMatchObject({ campaignId: result.campaignId, socialDrafts: 1, skippedByReason: { "no phone number": count } });
    expect(output.firstSkipped).toHaveLength(100);
    expect(JSON.stringify(output).length).toBeLessThan(10_000);
    const [post] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.campaignId, result.campaignId));
    expect(post.reason).toContain(`${count} stored properties under hail`);
    expect(post).toMatchObject({ reasonCode: "OUTBOX_REASON_STORM_POST", reasonParams: { count } });
  });

  it("a storm day without hit leads makes no drafts", async () => {
    const result = await run("2026-04-29", []);
    expect(result).toMatchObject({ whatsappDrafts: 0, socialDrafts: 0, skipped: [] });
  });
});

describe("storm campaigns offline (no WhatsApp account, no language model)", () => {
  const t = useTestApp();
  it("drafts from the stored template text over the evidence", async () => {
    const day = "2026-03-02";
    const lead = await buildLead(t.db, { ownerName: "Ann Bell", propertyAddress: "5 Bay St, Houston, TX 77005", zipCode: "77005", contactPhone: "+17135553001", evidence: hit(day, 1.0, 3.2), source: "storm_match" });
    await recordConsent(t.db, lead.id, { textShown: "ok", locale: "en", channels: ["whatsapp"] });
    const result = await runStormCampaign({ db: t.db, ai: t.app.ai, config: t.app.config, outbox: t.app.outbox }, { stormDay: day, leadIds: [lead.id] });
    expect(result).toMatchObject({ whatsappDrafts: 1, socialDrafts: 1 });
    const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.leadId, lead.id));
    expect(row.body).toBe(`Hi Ann, hail of 1.00 in was reported near 5 Bay St on March 2, 2026. RoofStrike offers a free roof inspection. Reply YES to book one, or STOP to opt out.`);
  });
});
