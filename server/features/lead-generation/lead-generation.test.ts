import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { insertLead } from "../../test/leads";

const t = useTestApp();

describe("lead-generation panel", () => {
  it("serves the seeded storms flagged as sample data, and stats from stored leads", async () => {
    await insertLead(t.database, { zipCode: "77002" });
    const lg = (await t.app.inject({ url: "/api/lead-generation/overview", headers: { cookie: t.cookie } })).json();
    expect(lg.storms).toHaveLength(4);
    expect(lg.storms.every((s: { isSample: boolean }) => s.isSample)).toBe(true);
    expect(lg.stats.activeStorms).toBe(4);
    expect(lg.stats.totalLeads).toBeGreaterThan(0);
  });
});
