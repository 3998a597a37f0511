import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONSENT_TEXT, phoneToE164 } from "../../../contract/landing";
import { recordLeadEvent } from "../../domain/leads";
import { leadConsents, leadEvents, leads } from "../../db/schema";
import { buildTestApp } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";

// More requests than one client may send in an hour in real life: the limit has its own test below.
const t = useTestApp({ LANDING_FORM_PER_HOUR: "1000" });
const form = (over: Record<string, unknown> = {}) => ({
  name: "Maria Lopez",
  phone: "(713) 555-0142",
  email: "maria@example.com",
  address: "1200 Main Street, Houston, TX",
  zip: "77002",
  consent: true,
  consentText: CONSENT_TEXT.en,
  language: "en",
  website: "",
  elapsedMs: 8000,
  ...over,
});
const submit = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/assessments", headers: { "user-agent": "Mozilla/5.0 (test)", ...headers }, payload: body as object });

describe("phone numbers", () => {
  it("are stored in E.164: US numbers in common formats, others with their country code", () => {
    expect(phoneToE164("(713) 555-0142")).toBe("+17135550142");
    expect(phoneToE164("1-713-555-0142")).toBe("+17135550142");
    expect(phoneToE164("+52 55 1234 5678")).toBe("+525512345678");
    for (const bad of ["555-0142", "(013) 555-0142", "713 155 0142", "call me", "+1 713 555 014", ""]) expect(phoneToE164(bad), bad).toBeNull();
  });
});

describe("POST /api/assessments", () => {
  it("refuses a bad phone, a missing consent and a bad ZIP, naming the field", async () => {
    const phone = await submit(form({ phone: "555-0142" }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().issues.map((i: { path: string }) => i.path)).toContain("phone");
    const consent = await submit(form({ consent: false }));
    expect(consent.statusCode).toBe(400);
    expect(consent.json().issues.map((i: { path: string }) => i.path)).toContain("consent");
    const zip = await submit(form({ zip: "7700" }));
    expect(zip.json().issues.map((i: { path: string }) => i.path)).toContain("zip");
    const text = await submit(form({ consentText: "I agree to anything" , language: "es" }));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^El texto de consentimiento no coincide/);
  });

  it("stores the lead (source landing, E.164 phone), the ZIP's hail evidence and the consent record; the feed shows it at once", async () => {
    const res = await submit(form(), { "x-forwarded-for": "203.0.113.9" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: "received", message: "Thank you, Maria Lopez. We have your request and will contact you soon." });
    const [lead] = await t.db.select().from(leads).where(eq(leads.contactPhone, "+17135550142"));
    expect(lead).toMatchObject({ source: "landing", platform: "roofstrike", ownerName: "Maria Lopez", zipCode: "77002", contactEmail: "maria@example.com", locale: "en", status: "new" });
    expect(lead.propertyAddress).toBe("1200 Main Street, Houston, TX, 77002");
    const risk = (await t.app.inject({ url: "/api/hail-risk?zip=77002" })).json();
    expect(lead.evidence.hailRisk).toMatchObject({
      zip: "77002", status: "rated", tier: risk.risk.tier, percentile: risk.risk.percentile, hailDaysPerYear: risk.risk.hailDaysPerYear,
      hailDays: risk.risk.hailDays, message: risk.message, recentStorm: { date: risk.recentStorm.date, source: "NOAA SPC" },
    });
    const [consent] = await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, lead.id));
    expect(consent).toMatchObject({ textShown: CONSENT_TEXT.en, locale: "en", channels: ["phone", "sms", "whatsapp"], userAgent: "Mozilla/5.0 (test)" });
    expect(consent.ip).toBeTruthy();
    expect(consent.givenAt).toBeInstanceOf(Date);
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.map((e) => e.type).sort()).toEqual(["assessment_requested", "consent", "created"]);
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(JSON.stringify(feed)).toContain("Lead added (landing): 1200 Main Street, Houston, TX, 77002");
  });

  it("shows the team the request with its consent and evidence (signed in only)", async () => {
    expect((await t.app.inject({ url: "/api/landing/requests" })).statusCode).toBe(403);
    const list = (await t.app.inject({ url: "/api/landing/requests", headers: { cookie: t.cookie } })).json();
    expect(list[0]).toMatchObject({
      name: "Maria Lopez", phone: "+17135550142", zip: "77002", language: "en", status: "new",
      consent: { textShown: CONSENT_TEXT.en, channels: ["phone", "sms", "whatsapp"], userAgent: "Mozilla/5.0 (test)", withdrawnAt: null },
      hailEvidence: { status: "rated", recentStorm: { source: "NOAA SPC" } },
    });
  });

  it("refuses the same request again politely (same phone or same property), in the visitor's language", async () => {
    const again = await submit(form({ language: "es", consentText: CONSENT_TEXT.es }));
    expect(again.json()).toEqual({ status: "duplicate", message: "Ya tenemos su solicitud para esta propiedad y le contactaremos pronto. No hace falta enviarla de nuevo." });
    const otherPhone = await submit(form({ phone: "713-555-0199", address: "1200 Main St., Houston TX 77002" }));
    expect(otherPhone.json().status).toBe("duplicate");
    expect(await t.db.select().from(leads).where(eq(leads.ownerName, "Maria Lopez"))).toHaveLength(1);
  });

  it("answers in Spanish and stores the Spanish consent text", async () => {
    const res = await submit(form({ name: "José Pérez", phone: "+52 55 1234 5678", address: "45 Oak Ave, Dallas", zip: "75201", language: "es", consentText: CONSENT_TEXT.es, email: "" }));
    expect(res.json()).toEqual({ status: "received", message: "Gracias, José Pérez. Recibimos su solicitud y le contactaremos pronto." });
    const [lead] = await t.db.select().from(leads).where(eq(leads.contactPhone, "+525512345678"));
    expect(lead).toMatchObject({ locale: "es", contactEmail: null });
    expect(lead.evidence.hailRisk?.tier).toBe("high");
    const [consent] = await t.db.select().from(leadConsents).where(eq(leadConsents.leadId, lead.id));
    expect(consent.textShown).toBe(CONSENT_TEXT.es);
  });

  it("keeps a ZIP outside coverage as evidence that there is no data", async () => {
    await submit(form({ name: "Ann NY", phone: "212-555-0101", address: "5 W 31st St, New York NY", zip: "10001" }));
    const [lead] = await t.db.select().from(leads).where(eq(leads.contactPhone, "+12125550101"));
    expect(lead.evidence.hailRisk).toMatchObject({ status: "no-data", tier: null });
  });

  it("drops honeypot and too-fast submissions quietly: the same thank-you, nothing stored", async () => {
    const bot = await submit(form({ name: "Bot", phone: "713-555-0301", address: "1 Spam Rd", website: "http://spam.example" }));
    const fast = await submit(form({ name: "Fast", phone: "713-555-0302", address: "2 Spam Rd", elapsedMs: 400 }));
    expect([bot.json().status, fast.json().status]).toEqual(["received", "received"]);
    const stored = await t.db.select().from(leads).where(eq(leads.source, "landing"));
    expect(stored.map((l) => l.ownerName)).not.toContain("Bot");
    expect(stored.map((l) => l.ownerName)).not.toContain("Fast");
  });
});

describe("GET /api/landing/stats", () => {
  it("counts from stored rows only: reports, ZIP areas, the latest year's hail days; answered leads once there are any", async () => {
    const before = (await t.app.inject({ url: "/api/landing/stats" })).json();
    expect(before).toMatchObject({ hailReports: 14968, zipsRated: 1935, latestYear: { year: 2024 }, leadsAnswered: 0, medianFirstResponseMinutes: null });
    const [days] = await t.database.execute<{ n: number }>("select count(distinct event_date)::int as n from hail_reports where event_date between '2024-01-01' and '2024-12-31' and size_inches >= 1");
    expect(before.latestYear.hailDays).toBe(days.n);
  });

  it("reports the median first response of landing leads", async () => {
    const fresh = await buildTestApp();
    try {
      const [lead] = await fresh.database.db.select().from(leads).limit(0);
      expect(lead).toBeUndefined();
      await fresh.app.inject({ method: "POST", url: "/api/assessments", payload: form() });
      const [row] = await fresh.database.db.select().from(leads).where(eq(leads.source, "landing"));
      await recordLeadEvent(fresh.database.db, row.id, "contacted", {}, { actor: "user" }, { channel: "phone", occurredAt: new Date(row.createdAt.getTime() + 12 * 60_000) });
      const stats = (await fresh.app.inject({ url: "/api/landing/stats" })).json();
      expect(stats).toMatchObject({ leadsAnswered: 1, medianFirstResponseMinutes: 12 });
    } finally {
      await fresh.close();
    }
  }, 60_000);
});

describe("rate limit", () => {
  it("limits assessment requests per client", async () => {
    const limited = await buildTestApp({ LANDING_FORM_PER_HOUR: "2" });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: "POST", url: "/api/assessments", payload: form({ phone: `713-555-02${i}0`, address: `${i} Limit St` }) })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
