import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { signWebhook, startFakeWhatsApp, type FakeWhatsApp } from "../../test/fakes/whatsapp";
import { eq } from "drizzle-orm";
import { contactOptOuts, leadEvents, leads } from "../../db/schema";

describe("WhatsApp not configured", () => {
  const t = useTestApp();

  it("reads Not configured (never Pending Approval: nothing was submitted) with what to set, empty metrics, and 503 on a test send", async () => {
    const s = (await t.app.inject({ url: "/api/whatsapp/status", headers: { cookie: t.cookie } })).json();
    expect(s.status).toMatchObject({ connected: false, state: "not_configured" });
    expect(s.status.message).toMatch(/^Not configured: set WHATSAPP_TOKEN/);
    expect(s.status.code).toBe("WHATSAPP_NOT_CONFIGURED");
    expect(s.metrics).toMatchObject({ totalMessagesSent: 0, deliveryRate: null, responseRate: null });
    const res = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "dealengineai_investor", phoneNumber: "+5215512345678", testData: { language: "es" } } });
    expect(res.statusCode).toBe(503);
  });

  it("validates the test: phone number required, known type", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "dealengineai_investor", phoneNumber: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/phoneNumber: A phone number is required/);
    const bad = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "other", phoneNumber: "+15550001111" } });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses the webhook until it is configured", async () => {
    const res = await t.app.inject({ url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1" });
    expect(res.statusCode).toBe(503);
  });
});

describe("WhatsApp against a local fake of the Cloud API", () => {
  let fake: FakeWhatsApp;
  const secret = "app-secret-123";
  beforeAll(async () => {
    fake = await startFakeWhatsApp();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({
    WHATSAPP_TOKEN: fake.token, WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url,
    WHATSAPP_APP_SECRET: secret, WHATSAPP_VERIFY_TOKEN: "verify-me",
  }));
  const hook = (body: unknown, signature?: string) => {
    const raw = JSON.stringify(body);
    return t.app.inject({ method: "POST", url: "/api/whatsapp/webhook", headers: { "content-type": "application/json", "x-hub-signature-256": signature ?? signWebhook(secret, raw) }, payload: raw });
  };

  it("answers the verify-token handshake with the challenge, and refuses a wrong token", async () => {
    const ok = await t.app.inject({ url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=8675309" });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("8675309");
    const no = await t.app.inject({ url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1" });
    expect(no.statusCode).toBe(403);
  });

  it("reads Pending Approval only while Meta reviews the number's display name", async () => {
    fake.setNameStatus("PENDING_REVIEW");
    try {
      const s = (await t.app.inject({ url: "/api/whatsapp/status", headers: { cookie: t.cookie } })).json();
      expect(s.status).toMatchObject({ connected: false, state: "unverified", code: "WHATSAPP_PENDING_APPROVAL", params: { number: "+1 713-555-0100" } });
      expect(s.status.message).toMatch(/^Pending Approval: Meta is reviewing/);
    } finally {
      fake.setNameStatus("APPROVED");
    }
  });

  it("reads Connected, sends both templates, then stores signed statuses and replies into the metrics", async () => {
    const s = (await t.app.inject({ url: "/api/whatsapp/status", headers: { cookie: t.cookie } })).json();
    expect(s.status).toEqual({ connected: true, state: "connected", message: "Connected: RoofStrike +1 713-555-0100", code: "CHECK_WHATSAPP_OK", params: { who: "RoofStrike +1 713-555-0100" } });
    const de = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "dealengineai_investor", phoneNumber: "+52 1 55 1234 5678", testData: { language: "es" } } });
    expect(de.statusCode).toBe(200);
    const noAddress = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "roofstrike_claim", phoneNumber: "+17135550123", testData: { language: "en" } } });
    expect(noAddress.statusCode).toBe(400);
    const [lead] = await t.database.db.insert(leads).values({ propertyAddress: "12 Elm St", ownerName: "Lee", contactPhone: "+1 713-555-0123", traceStatus: "traced" }).returning();
    const rs = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "roofstrike_claim", phoneNumber: "+17135550123", testData: { language: "en", address: "12 Elm St" } } });
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.map((e) => [e.type, e.channel])).toEqual([["contacted", "whatsapp"]]);
    expect(rs.json()).toMatchObject({ ok: true, messageId: "wamid.fake2" });
    expect(fake.sent.map((m) => [m.template!.name, m.template!.language.code])).toEqual([["dealengineai_investor", "es_MX"], ["roofstrike_claim", "en_US"]]);
    // A number that opted out is refused even for an operator's own test send; nothing leaves.
    await t.database.db.insert(contactOptOuts).values({ channel: "whatsapp", address: "15550009999", source: "operator" });
    const optedOut = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "dealengineai_investor", phoneNumber: "+1 555 000 9999", testData: { language: "en" } } });
    expect(optedOut.statusCode).toBe(422);
    expect(optedOut.json()).toMatchObject({ code: "OUTBOX_REFUSED" });
    expect(fake.sent).toHaveLength(2);

    const forged = await hook({ entry: [{ changes: [{ value: { statuses: [{ id: "wamid.fake1", status: "read" }] } }] }] }, "sha256=" + "0".repeat(64));
    expect(forged.statusCode).toBe(401);
    const now = Math.floor(Date.now() / 1000);
    const ok = await hook({
      entry: [{ changes: [{ value: {
        statuses: [{ id: "wamid.fake1", status: "delivered" }, { id: "wamid.fake2", status: "read" }],
        messages: [{ id: "wamid.in1", from: "17135550123", timestamp: String(now + 600), type: "text", text: { body: "Yes, please call me" } }],
      } }] }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, messages: 1, statuses: 2 });
    const again = await hook({ entry: [{ changes: [{ value: { messages: [{ id: "wamid.in1", from: "17135550123", type: "text" }] } }] }] });
    expect(again.json().messages).toBe(0);

    const after = (await t.app.inject({ url: "/api/whatsapp/status", headers: { cookie: t.cookie } })).json();
    expect(after.metrics).toMatchObject({ totalMessagesSent: 2, deliveryRate: 100, responseRate: 50 });
    expect(after.metrics.platformBreakdown.dealengineai).toEqual({ messages: 1, conversions: 0, topLanguage: "es" });
    expect(after.metrics.platformBreakdown.roofstrike.conversions).toBe(1);
    expect(after.metrics.platformBreakdown.roofstrike.averageResponseTime).toBeGreaterThan(0);
  });

  it("a visitor's first inbound message creates their lead (source whatsapp); later messages do not add another", async () => {
    const first = await hook({ entry: [{ changes: [{ value: {
      contacts: [{ wa_id: "17135550777", profile: { name: "Dana Ruiz" } }],
      messages: [{ id: "wamid.visitor1", from: "17135550777", type: "text", text: { body: "Hi! I'd like a free assessment" } }],
    } }] }] });
    expect(first.json()).toMatchObject({ ok: true, messages: 1 });
    await hook({ entry: [{ changes: [{ value: { messages: [{ id: "wamid.visitor2", from: "17135550777", type: "text", text: { body: "Are you there?" } }] } }] }] });
    const rows = await t.database.db.select().from(leads).where(eq(leads.contactPhone, "+17135550777"));
    expect(rows.map((r) => [r.source, r.ownerName, r.platform, r.sourceRef])).toEqual([["whatsapp", "Dana Ruiz", "roofstrike", "wamid.visitor1"]]);
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(JSON.stringify(feed)).toContain("Lead added (whatsapp)");
  });

  it("reports the Cloud API's error answers: a refused token is failing, a bad recipient 502", async () => {
    const bad = await buildTestApp({ WHATSAPP_TOKEN: "wrong", WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId, WHATSAPP_API_URL: fake.url });
    try {
      const c = await signIn(bad.app);
      const s = (await bad.app.inject({ url: "/api/whatsapp/status", headers: { cookie: c } })).json();
      expect(s.status.state).toBe("failing");
      expect(s.status.message).toMatch(/401, code 190: Invalid OAuth access token/);
    } finally {
      await bad.close();
    }
    const res = await t.app.inject({ method: "POST", url: "/api/whatsapp/test-automation", headers: { cookie: t.cookie }, payload: { type: "dealengineai_investor", phoneNumber: "+(0) 000 0", testData: { language: "en" } } });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/131030/);
  }, 60_000);
});
