import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";
import { insertKpiLeads } from "../../test/leads";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp({ SLACK_BOT_TOKEN: "xoxb-1", SLACK_CHANNEL_ID: "C1" });
  cookie = await signIn(t.app);
}, 60_000);
afterAll(async () => t?.close());

describe("dashboard KPIs from stored data", () => {
  it("computes the KPIs from leads and conversions, and the system health from this process", async () => {
    await insertKpiLeads(t.database);
    const kpis = (await t.app.inject({ url: "/api/dashboard/kpis", headers: { cookie } })).json();
    expect(kpis.roofStrike.metrics).toEqual({ revenue: 12000, claimLeads: 3, activeContractors: null, averageResponseTime: 25 });
    expect(kpis.roofStrike.trends).toMatchObject({ leadGrowth: 200, topMarket: "77002", contractorSatisfaction: null });
    expect(kpis.roofStrike.alerts.map((a: { message: string }) => a.message).join(" ")).toMatch(/Average lead response is 25 min/);
    expect(kpis.dealEngineAI.metrics).toMatchObject({ totalLeads: 2, conversionRate: 50, activeUsers: 1, bounceRate: null, sessionDuration: null });
    // Counted from stored checks (decision 050): a token that no check has proved is not active.
    expect(kpis.systemHealth).toMatchObject({ activeDataSources: 0, totalDataSources: 8 });
    expect(kpis.systemHealth.responseTime).toBeGreaterThan(0);
    expect(kpis.systemHealth.errorRate).toBe(0);
  });
});
