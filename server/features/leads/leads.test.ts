import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrUpdateLead, recordConsent } from "../../domain/leads";
import { activityLog, leads } from "../../db/schema";
import { buildUser } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();
const get = (url: string) => t.app.inject({ url, headers: { cookie: t.cookie } });
const patch = (id: number, payload: object) => t.app.inject({ method: "PATCH", url: `/api/leads/${id}`, headers: { cookie: t.cookie }, payload });
const convert = (id: number, payload: object) => t.app.inject({ method: "POST", url: `/api/leads/${id}/convert`, headers: { cookie: t.cookie }, payload });

async function lead(input: Partial<Parameters<typeof createOrUpdateLead>[1]> = {}) {
  return t.db.transaction(async (tx) => (await createOrUpdateLead(tx, { platform: "roofstrike", source: "manual", ownerName: "Owner", ...input })).lead);
}

describe("the lead model (server/domain/leads.ts)", () => {
  it("de-duplicates by normalised address or phone on the same platform, fills what was missing, stores E.164", async () => {
    const a = await lead({ source: "landing", propertyAddress: "12 Oak Street, Houston, TX 77019", phone: "(713) 555-0101" });
    expect(a).toMatchObject({ contactPhone: "+17135550101", source: "landing", zipCode: "77019", normalizedAddress: "12 oak st houston 77019" });
    const same = await lead({ source: "skip_trace", propertyAddress: "12 oak st., houston 77019", email: "Owner@Example.com", companyName: "Oak LLC" });
    expect(same).toMatchObject({ id: a.id, source: "landing", contactEmail: "owner@example.com", companyName: "Oak LLC" });
    const byPhone = await lead({ source: "whatsapp", phone: "+1 713 555 0101" });
    expect(byPhone.id).toBe(a.id);
    const other = await t.db.transaction(async (tx) => (await createOrUpdateLead(tx, { platform: "dealengineai", source: "aria", phone: "+1 713 555 0101", ownerName: "" })).lead);
    expect(other.id).not.toBe(a.id);
    const consent = await t.db.transaction((tx) => recordConsent(tx, a.id, { textShown: "I agree to be contacted by WhatsApp.", locale: "en", channels: ["whatsapp"], ip: "203.0.113.9", userAgent: "test" }));
    expect(consent).toMatchObject({ leadId: a.id, channels: ["whatsapp"] });
    const d = (await get(`/api/leads/${a.id}`)).json();
    expect(d.events.map((e: { type: string }) => e.type)).toEqual(["created", "updated", "updated", "consent"]);
    expect(d.consents).toEqual([expect.objectContaining({ textShown: "I agree to be contacted by WhatsApp.", locale: "en", withdrawnAt: null })]);
  });
});

describe("leads API", () => {
  it("lists with filters, search and paging", async () => {
    await lead({ source: "storm_match", propertyAddress: "500 Elm St, Houston, TX 77002" });
    const all = (await get("/api/leads")).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await get("/api/leads?source=storm_match")).json().items.map((l: { propertyAddress: string }) => l.propertyAddress)).toEqual(["500 Elm St, Houston, TX 77002"]);
    expect((await get("/api/leads?platform=dealengineai")).json().items.every((l: { source: string }) => l.source === "aria")).toBe(true);
    expect((await get("/api/leads?q=elm")).json().total).toBe(1);
    expect((await get("/api/leads?q=5550101")).json().total).toBe(2);
    expect((await get("/api/leads?q=%25%25%25")).json().message).toMatch(/^q: type at least 3 letters or digits/);
    expect((await get("/api/leads?page=99")).json()).toMatchObject({ page: 99, items: [] });
    expect((await get("/api/leads?status=won")).statusCode).toBe(400);
    expect((await get("/api/leads?source=fax")).json().message).toMatch(/source/);
  });

  it("moves a lead through its lifecycle with a timeline, and converts it with a value that the KPIs and feed show", async () => {
    const l = await lead({ propertyAddress: "77 Pine St, Houston, TX 77002" });
    const operator = await buildUser(t.db, { firstName: "Rosa", lastName: "Diaz" });
    expect((await patch(l.id, { status: "contacted" })).json().lead.status).toBe("contacted");
    expect((await patch(l.id, { status: "qualified", owner: `user:${operator.id}`, notes: "Roof inspected" })).json().lead).toMatchObject({
      status: "qualified", owner: { kind: "user", name: "Rosa Diaz" }, notes: "Roof inspected",
    });
    expect((await patch(l.id, { owner: "agent:strikecloser" })).statusCode).toBe(200);
    expect((await patch(l.id, { owner: "agent:nobody" })).json().message).toMatch(/no such agent/);
    expect((await patch(l.id, { status: "lost" })).json().message).toMatch(/lostReason/);
    expect((await patch(l.id, {})).statusCode).toBe(400);
    expect((await patch(l.id, { status: "converted" })).statusCode).toBe(400);
    expect((await convert(l.id, { value: -5 })).statusCode).toBe(400);
    expect((await convert(l.id, { value: 12.5 })).statusCode).toBe(400);
    const before = (await get("/api/dashboard/kpis")).json().roofStrike.metrics.revenue;
    const done = await convert(l.id, { value: 18500 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().lead).toMatchObject({ status: "converted", revenue: 18500 });
    expect((await convert(l.id, { value: 1 })).statusCode).toBe(409);
    expect((await patch(l.id, { status: "lost", lostReason: "x" })).statusCode).toBe(409);
    const d = (await get(`/api/leads/${l.id}`)).json();
    expect(d.events.map((e: { type: string }) => e.type)).toEqual(["created", "status_changed", "contacted", "status_changed", "owner_changed", "notes_updated", "owner_changed", "converted"]);
    expect(d.events[1]).toMatchObject({ actor: "user", actorName: expect.any(String), detail: { from: "new", to: "contacted" } });
    expect((await get("/api/dashboard/kpis")).json().roofStrike.metrics.revenue).toBe(before + 18500);
    const feed = (await get("/api/activity")).json();
    expect(JSON.stringify(feed)).toContain("Lead converted: 77 Pine St, Houston, TX 77002 ($18,500)");
  });

  it("records a lost lead with its reason; unknown leads are 404; owners list operators and agents", async () => {
    const l = await lead({ propertyAddress: "9 Lost Ln, Houston, TX 77002" });
    const res = (await patch(l.id, { status: "lost", lostReason: "Already filed with another contractor" })).json();
    expect(res.lead).toMatchObject({ status: "lost", lostReason: "Already filed with another contractor" });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    expect(row.lostReason).toBe("Already filed with another contractor");
    expect((await get("/api/leads/999999")).statusCode).toBe(404);
    expect((await patch(999999, { notes: "x" })).statusCode).toBe(404);
    const owners = (await get("/api/leads/owners")).json();
    expect(owners.users.length).toBeGreaterThan(0);
    expect(owners.agents.some((a: { id: string }) => a.id === "agent:strikecloser")).toBe(true);
    expect((await t.db.select().from(activityLog)).some((a) => a.type === "lead_status" && a.message.includes("lost"))).toBe(true);
  });
});
