import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";
import { insertLead } from "../../test/leads";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe("lead-generation panel", () => {
  it("serves the seeded storms flagged as sample data, and stats from stored leads", async () => {
    await insertLead(t.database, { zipCode: "77002" });
    const lg = (await t.app.inject({ url: "/api/lead-generation/overview", headers: { cookie } })).json();
    expect(lg.storms).toHaveLength(4);
    expect(lg.storms.every((s: { isSample: boolean }) => s.isSample)).toBe(true);
    expect(lg.stats.activeStorms).toBe(4);
    expect(lg.stats.totalLeads).toBeGreaterThan(0);
  });
});
