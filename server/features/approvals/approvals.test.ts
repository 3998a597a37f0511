import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordConsent } from "../../domain/leads";
import { draftOutbound } from "../../domain/outbound";
import { activityLog, leadEvents, leads, outboundMessages, whatsappMessages } from "../../db/schema";
import { buildLead, buildUser } from "../../test/factories";
import { signWebhook, startFakeWhatsApp, type FakeWhatsApp } from "../../test/fakes/whatsapp";
import { useTestApp } from "../../test/use-test-app";

const SECRET = "app-secret-approvals";
let phoneN = 7135551000;
const nextPhone = () => `+1${++phoneN}`;

describe("the approval queue against a local fake of the WhatsApp Cloud API", () => {
  let fake: FakeWhatsApp;
  beforeAll(async () => {
    fake = await startFakeWhatsApp();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({
    WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url, WHATSAPP_BUSINESS_ACCOUNT_ID: fake.wabaId,
    WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: "v", OUTBOX_RETRY_LIMIT: "2", OUTBOX_RETRY_DELAY_SECONDS: "0",
  }));
  const get = (url: string, cookie = t.cookie) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: unknown = {}, cookie = t.cookie) => t.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie } });
  const send = (id: number, final = false) => t.app.outbox.send(id, final);
  /** An inbound WhatsApp message through the signed webhook (and the fake learns the window is open). */
  const inbound = async (from: string, text: string) => {
    const digits = from.replace(/\D/g, "");
    fake.noteInbound(digits);
    const raw = JSON.stringify({ entry: [{ changes: [{ value: { messages: [{ id: `wamid.t${Math.random()}`, from: digits, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }] } }] }] });
    const res = await t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(SECRET, raw) }, payload: raw });
    expect(res.statusCode).toBe(200);
  };
  /** A storm lead with a WhatsApp consent record and a campaign-style template draft to it. */
  const consentingLead = async () => {
    const lead = await buildLead(t.db, { contactPhone: nextPhone(), ownerName: "Dana Reyes", source: "storm_match" });
    await recordConsent(t.db, lead.id, { textShown: "You may message me on WhatsApp", locale: "en", channels: ["whatsapp"] });
    return lead;
  };
  const templateDraft = (lead: { id: number; contactPhone: string | null }, extra: Partial<Parameters<typeof draftOutbound>[1]> = {}) =>
    draftOutbound(t.db, {
      kind: "whatsapp_template", channel: "whatsapp", recipient: lead.contactPhone!, recipientName: "Dana Reyes", leadId: lead.id,
      body: "Hi Dana, hail of 1.75 in was reported near 12 Oak St on 2026-05-01.",
      template: { name: "roofstrike_storm_check", language: "en_US", variables: ["Dana", "1.75", "12 Oak St", "2026-05-01"] },
      reason: "Storm hit: 1.75 in hail 0.8 mi away on 2026-05-01", draftedBy: "campaign", agentRole: "cmo", ...extra,
    });

  it("lists a draft with its recipient and reason; an approved one is sent over HTTP with who approved it recorded", async () => {
    const lead = await consentingLead();
    const draft = (await templateDraft(lead))!;
    expect(draft.status).toBe("drafted");
    const list = (await get("/api/approvals?status=drafted")).json();
    const item = list.items.find((i: { id: number }) => i.id === draft.id);
    expect(item).toMatchObject({ recipient: lead.contactPhone!.slice(1), recipientName: "Dana Reyes", reason: expect.stringMatching(/Storm hit/), draftedBy: "campaign", approvedBy: null });
    expect(list.counts.drafted).toBeGreaterThanOrEqual(1);

    const edited = await t.app.inject({ method: "PATCH", url: `/api/approvals/${draft.id}`, headers: { cookie: t.cookie }, payload: { templateVariables: ["Dana R.", "1.75", "12 Oak St", "2026-05-01"] } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().body).toMatch(/^Hi Dana R\., hail/);

    const approved = await post(`/api/approvals/${draft.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", approvedVia: "person", approvedBy: { name: "Admin Operator" } });
    expect((await post(`/api/approvals/${draft.id}/approve`)).statusCode).toBe(409);

    expect(await send(draft.id)).toEqual({ sent: true });
    const sent = (await get(`/api/approvals/${draft.id}`)).json();
    expect(sent).toMatchObject({ status: "sent", attempts: 1, lastError: null, providerMessageId: expect.stringMatching(/^wamid\.fake/), approvedBy: { name: "Admin Operator" } });
    expect(fake.sent.at(-1)).toMatchObject({ to: lead.contactPhone, type: "template", template: { name: "roofstrike_storm_check" } });
    expect(fake.sent.at(-1)!.template!.components[0].parameters.map((p) => p.text)).toEqual(["Dana R.", "1.75", "12 Oak St", "2026-05-01"]);
    const [stored] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.waMessageId, sent.providerMessageId));
    expect(stored).toMatchObject({ direction: "outbound", template: "roofstrike_storm_check" });
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.find((e) => e.type === "contacted")).toMatchObject({ channel: "whatsapp" });
    const [after] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after.status).toBe("contacted");
    expect(await send(draft.id)).toEqual({ skipped: true });
  });

  it("a rejected draft is kept with who rejected it and never sent", async () => {
    const lead = await consentingLead();
    const draft = (await templateDraft(lead))!;
    const before = fake.sent.length;
    const res = await post(`/api/approvals/${draft.id}/reject`, { reason: "Wrong tone" });
    expect(res.json()).toMatchObject({ status: "rejected", rejectReason: "Wrong tone", rejectedBy: { name: "Admin Operator" } });
    expect(await send(draft.id)).toEqual({ skipped: true });
    expect(fake.sent.length).toBe(before);
    expect((await t.app.inject({ method: "PATCH", url: `/api/approvals/${draft.id}`, headers: { cookie: t.cookie }, payload: { templateVariables: ["a", "b", "c", "d"] } })).statusCode).toBe(409);
  });

  it("an inbound STOP marks the contact opted out; later drafts to them are refused with the reason", async () => {
    const lead = await consentingLead();
    await inbound(lead.contactPhone!, "  stop ");
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.optedOutAt).not.toBeNull();
    await expect(templateDraft(lead)).rejects.toThrow(/opted out/);
    const composed = await post("/api/approvals", { kind: "whatsapp_template", recipient: lead.contactPhone, leadId: lead.id, templateName: "roofstrike_claim", templateLanguage: "en_US", templateVariables: ["12 Oak St"] });
    expect(composed.statusCode).toBe(422);
    expect(composed.json()).toMatchObject({ code: "OUTBOX_REFUSED", message: expect.stringMatching(/opted out/) });
    const contact = (await get(`/api/approvals/whatsapp/contact?phone=${encodeURIComponent(lead.contactPhone!)}`)).json();
    expect(contact).toMatchObject({ optedOut: true, allowedKinds: [] });
    // BAJA works the same for a contact who is not a lead.
    await inbound("+5215512340000", "Baja.");
    expect((await post("/api/approvals", { kind: "whatsapp_text", recipient: "+5215512340000", body: "Hola" })).json().message).toMatch(/opted out/);
  });

  it("an approved draft to a contact who opted out after the approval fails without a send", async () => {
    const lead = await consentingLead();
    const draft = (await templateDraft(lead))!;
    await post(`/api/approvals/${draft.id}/approve`);
    const raw = JSON.stringify({ entry: [{ changes: [{ field: "user_preferences", value: { user_preferences: [{ wa_id: lead.contactPhone!.slice(1), value: "stop", category: "marketing_messages" }] } }] }] });
    await t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(SECRET, raw) }, payload: raw });
    const before = fake.sent.length;
    expect(await send(draft.id)).toMatchObject({ failed: true, error: expect.stringMatching(/opted out/) });
    expect(fake.sent.length).toBe(before);
  });

  it("free text only inside the 24-hour window: outside it only a template is offered; an inbound message opens it", async () => {
    const lead = await consentingLead();
    const contactUrl = `/api/approvals/whatsapp/contact?phone=${encodeURIComponent(lead.contactPhone!)}&leadId=${lead.id}`;
    expect((await get(contactUrl)).json()).toMatchObject({ windowOpen: false, consent: "consent_record", allowedKinds: ["whatsapp_template"], message: expect.stringMatching(/only an approved template/) });
    const text = await post("/api/approvals", { kind: "whatsapp_text", recipient: lead.contactPhone, leadId: lead.id, body: "Can we come by Tuesday?" });
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toMatch(/Free text is only allowed within 24 hours/);
    const tpl = await post("/api/approvals", { kind: "whatsapp_template", recipient: lead.contactPhone, leadId: lead.id, templateName: "roofstrike_claim", templateLanguage: "en_US", templateVariables: ["12 Oak St"] });
    expect(tpl.statusCode).toBe(201);
    expect(tpl.json()).toMatchObject({ kind: "whatsapp_template", status: "drafted", draftedBy: "user", body: "Your claim follow-up for 12 Oak St is ready. Reply to talk to an adjuster." });

    await inbound(lead.contactPhone!, "Hi, is the inspection free?");
    expect((await get(contactUrl)).json()).toMatchObject({ windowOpen: true, allowedKinds: ["whatsapp_template", "whatsapp_text"], windowClosesAt: expect.any(String) });
    const ok = await post("/api/approvals", { kind: "whatsapp_text", recipient: lead.contactPhone, leadId: lead.id, body: "Yes, it is free. Tuesday 10am?" });
    expect(ok.statusCode).toBe(201);
    await post(`/api/approvals/${ok.json().id}/approve`);
    expect(await send(ok.json().id)).toEqual({ sent: true });
    expect(fake.sent.at(-1)).toMatchObject({ type: "text", text: { body: "Yes, it is free. Tuesday 10am?" } });

    // Without a consent record, only their own message in the window lets us write.
    const stranger = nextPhone();
    expect((await post("/api/approvals", { kind: "whatsapp_template", recipient: stranger, templateName: "roofstrike_claim", templateLanguage: "en_US", templateVariables: ["x"] })).json().message).toMatch(/no consent record/);
  });

  it("lists only the account's approved templates (every page); refuses an unknown template or wrong variables", async () => {
    const list = (await get("/api/approvals/whatsapp/templates")).json();
    expect(list.available).toBe(true);
    expect(list.templates.map((x: { name: string; language: string }) => `${x.name}/${x.language}`)).toEqual([
      "roofstrike_storm_check/en_US", "roofstrike_storm_check/es_MX", "roofstrike_claim/en_US", "dealengineai_investor/es_MX",
    ]);
    expect(list.templates[0]).toMatchObject({ variables: 4, category: "MARKETING" });
    const lead = await consentingLead();
    const rejected = await post("/api/approvals", { kind: "whatsapp_template", recipient: lead.contactPhone, leadId: lead.id, templateName: "roofstrike_discount", templateLanguage: "en_US", templateVariables: ["x"] });
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().message).toMatch(/not an approved template/);
    const wrong = await post("/api/approvals", { kind: "whatsapp_template", recipient: lead.contactPhone, leadId: lead.id, templateName: "roofstrike_claim", templateLanguage: "en_US", templateVariables: [] });
    expect(wrong.json().message).toMatch(/takes 1 variable/);
  });

  it("a transient refusal is retried and then shown failed; a permanent one fails at once, in words", async () => {
    const lead = await consentingLead();
    const draft = (await templateDraft(lead))!;
    await post(`/api/approvals/${draft.id}/approve`);
    fake.failNext(131000);
    await expect(send(draft.id)).rejects.toThrow(/unknown reason/);
    expect((await get(`/api/approvals/${draft.id}`)).json()).toMatchObject({ status: "approved", attempts: 1, lastError: expect.stringMatching(/131000/) });
    fake.failNext(131000);
    expect(await send(draft.id, true)).toMatchObject({ failed: true });
    const failed = (await get(`/api/approvals/${draft.id}`)).json();
    expect(failed).toMatchObject({ status: "failed", attempts: 2, lastError: expect.stringMatching(/^WhatsApp failed to send the message for an unknown reason.*code 131000/) });
    expect((await get("/api/approvals?status=failed")).json().items.map((i: { id: number }) => i.id)).toContain(draft.id);

    const gone = await buildLead(t.db, { contactPhone: "+17135559999", ownerName: "No WhatsApp" });
    await recordConsent(t.db, gone.id, { textShown: "ok", locale: "en", channels: ["whatsapp"] });
    const d2 = (await templateDraft(gone))!;
    await post(`/api/approvals/${d2.id}/approve`);
    expect(await send(d2.id)).toMatchObject({ failed: true, error: expect.stringMatching(/not on WhatsApp.*code 131026/) });
    const feed = await t.db.select().from(activityLog).where(eq(activityLog.type, "outbound_failed"));
    expect(feed.length).toBeGreaterThanOrEqual(2);
  });

  it("an operator records consent given on a call: the lead's phone is filled and templates may be drafted", async () => {
    const lead = await buildLead(t.db, { ownerName: "Lee Park", propertyAddress: "77 Birch St, Houston, TX 77006", normalizedAddress: "77 birch st houston 77006" });
    const body = { leadId: lead.id, phone: "(713) 555-4100", textShown: "RoofStrike may send me storm alerts on WhatsApp", locale: "en", how: "phone_call" };
    const bad = await post("/api/approvals/whatsapp/consent", { ...body, phone: "12" });
    expect(bad.statusCode).toBe(400);
    const ok = await post("/api/approvals/whatsapp/consent", body);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ ok: true, leadId: lead.id, phone: "+17135554100" });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.contactPhone).toBe("+17135554100");
    expect((await get(`/api/approvals/whatsapp/contact?phone=%2B17135554100`)).json()).toMatchObject({ consent: "consent_record", allowedKinds: ["whatsapp_template"] });
    expect((await post("/api/approvals/whatsapp/consent", { ...body, phone: "+17135554101" })).statusCode).toBe(409);
    await inbound("+17135554100", "BAJA");
    expect((await post("/api/approvals/whatsapp/consent", body)).json().code).toBe("OPTED_OUT");
  });

  it("validates: an empty edit, a bad phone, an unknown id", async () => {
    const lead = await consentingLead();
    const draft = (await templateDraft(lead))!;
    const empty = await t.app.inject({ method: "PATCH", url: `/api/approvals/${draft.id}`, headers: { cookie: t.cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Nothing to change/);
    const bodyOnTemplate = await t.app.inject({ method: "PATCH", url: `/api/approvals/${draft.id}`, headers: { cookie: t.cookie }, payload: { body: "x" } });
    expect(bodyOnTemplate.statusCode).toBe(400);
    expect((await post("/api/approvals", { kind: "whatsapp_text", recipient: "12", body: "x" })).json().message).toMatch(/not a phone number/);
    expect((await post("/api/approvals", { kind: "email", recipient: "x" })).statusCode).toBe(400);
    expect((await get("/api/approvals/999999")).statusCode).toBe(404);
    expect((await get("/api/approvals?status=bogus")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/approvals" })).statusCode).toBe(403);
  });
});

describe("kinds that skip approval", () => {
  const t = useTestApp({ SLACK_BOT_TOKEN: undefined });

  it("default none; only an admin names kinds; a named kind is stored approved by the rule", async () => {
    expect((await t.app.inject({ url: "/api/approvals/settings", headers: { cookie: t.cookie } })).json()).toEqual({ autoApproveKinds: [] });
    const slack = await draftOutbound(t.db, { kind: "slack_post", channel: "slack", recipient: "C123", body: "Standup", reason: "Daily standup", draftedBy: "standup" });
    expect(slack!.status).toBe("drafted");
    const user = await buildUser(t.db, { role: "user" });
    const cookie = await t.signIn(user.email, user.plainPassword);
    expect((await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie }, payload: { autoApproveKinds: ["slack_post"] } })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie: t.cookie }, payload: { autoApproveKinds: ["email"] } });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie: t.cookie }, payload: { autoApproveKinds: ["slack_post"] } });
    expect(ok.json()).toEqual({ autoApproveKinds: ["slack_post"] });
    const auto = await draftOutbound(t.db, { kind: "slack_post", channel: "slack", recipient: "C123", body: "Standup 2", reason: "Daily standup", draftedBy: "standup" });
    expect(auto).toMatchObject({ status: "approved", approvedVia: "rule", approvedBy: null });
    // Slack is not configured here: the send fails at its last try with what to set.
    expect(await t.app.outbox.send(auto!.id, true)).toMatchObject({ failed: true, error: expect.stringMatching(/SLACK_BOT_TOKEN/) });
    const [row] = await t.db.select().from(outboundMessages).where(eq(outboundMessages.id, auto!.id));
    expect(row.status).toBe("failed");
    await t.app.inject({ method: "PUT", url: "/api/approvals/settings", headers: { cookie: t.cookie }, payload: { autoApproveKinds: [] } });
    expect((await t.app.inject({ url: "/api/approvals/settings", headers: { cookie: t.cookie } })).json()).toEqual({ autoApproveKinds: [] });
  });
});
