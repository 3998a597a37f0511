import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrUpdateLead } from "../../domain/leads";
import { activityLog, leads, storms } from "../../db/schema";
import { buildLead, buildUser } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp();
const kpis = async () => (await t.app.inject({ url: "/api/dashboard/kpis", headers: { cookie: t.cookie } })).json();

describe("sample data steps aside", () => {
  it("sample leads count only while no real lead exists; then an admin removes every sample row in one action", async () => {
    await buildLead(t.db, { isSample: true, zipCode: "77494" });
    await buildLead(t.db, { isSample: true, zipCode: "77494" });
    expect((await kpis()).roofStrike.metrics.claimLeads).toBe(2);
    await t.db.transaction((tx) => createOrUpdateLead(tx, { platform: "roofstrike", source: "manual", propertyAddress: "1 Real St, Houston, TX 77002", ownerName: "Real" }));
    t.app.kpis.invalidate();
    const after = await kpis();
    expect(after.roofStrike.metrics.claimLeads).toBe(1);
    expect(after.roofStrike.trends.topMarket).toBe("77002");

    const user = await buildUser(t.db, { role: "user" });
    const member = await t.signIn(user.email, user.plainPassword);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/sample-data/remove", headers: { cookie: member } })).statusCode).toBe(403);

    expect((await t.db.select().from(storms).where(eq(storms.isSample, true))).length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: "POST", url: "/api/admin/sample-data/remove", headers: { cookie: t.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed).toMatchObject({ leads: 2, storms: expect.any(Number) });
    expect(await t.db.select().from(leads).where(eq(leads.isSample, true))).toEqual([]);
    expect(await t.db.select().from(storms).where(eq(storms.isSample, true))).toEqual([]);
    expect((await t.db.select().from(leads)).length).toBe(1);
    const feed = await t.db.select().from(activityLog).where(eq(activityLog.type, "sample_data_removed"));
    expect(feed).toHaveLength(1);
    expect(feed[0].message).toMatch(/Sample data removed by user #\d+: \d+ rows \(2 leads/);
    // a second removal finds nothing
    expect(Object.values((await t.app.inject({ method: "POST", url: "/api/admin/sample-data/remove", headers: { cookie: t.cookie } })).json().removed).every((n) => n === 0)).toBe(true);
  });
});
