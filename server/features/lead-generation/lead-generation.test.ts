import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { leads, storms } from "../../db/schema";
import { useTestApp } from "../../test/use-test-app";
import { insertLead } from "../../test/leads";

const t = useTestApp();
const overview = async () => (await t.app.inject({ url: "/api/lead-generation/overview", headers: { cookie: t.cookie } })).json();

describe("lead-generation panel: samples apart (decision 113)", () => {
  it("counts the seeded sample storms apart from the real figures, each row flagged", async () => {
    const lg = await overview();
    expect(lg.storms).toHaveLength(4);
    expect(lg.storms.every((s: { isSample: boolean }) => s.isSample)).toBe(true);
    // No real storm: the real count is 0; the four samples are counted on their own.
    expect(lg.stats.activeStorms).toBe(0);
    expect(lg.samples.activeStorms).toBe(4);
  });

  it("never adds sample leads to the real figures, and a kind's samples step aside once a real row exists", async () => {
    const [sample] = await t.database.db
      .insert(leads)
      .values({ platform: "roofstrike", source: "manual", propertyAddress: "1 Sample Way", ownerName: "S", isSample: true, zipCode: "77494" })
      .returning();
    let lg = await overview();
    const realBefore = lg.stats.totalLeads;
    expect(lg.samples.leads).toBeGreaterThan(0);
    expect(lg.stats.hotZipCodes).not.toContain("77494");

    await insertLead(t.database, { zipCode: "77002" });
    lg = await overview();
    expect(lg.stats.totalLeads).toBe(realBefore + 1);
    expect(lg.samples.leads).toBe(0);
    expect(lg.leads.every((l: { isSample: boolean }) => !l.isSample)).toBe(true);
    expect(lg.leads.map((l: { id: number }) => l.id)).not.toContain(sample.id);

    const [real] = await t.database.db
      .insert(storms)
      .values({ occurredOn: new Date(), location: "Midland, TX (79701)", severity: 6, affectedProperties: 10, averageClaimValue: 9000 })
      .returning();
    lg = await overview();
    expect(lg.storms.map((s: { id: number }) => s.id)).toEqual([real.id]);
    expect(lg.stats.activeStorms).toBe(1);
    expect(lg.samples.activeStorms).toBe(0);
    await t.database.db.delete(storms).where(eq(storms.id, real.id));
  });
});
