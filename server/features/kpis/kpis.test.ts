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
    await insertKpiLeads({ app: t.app, database: t.database, cookie });
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

describe("KPI trends", () => {
  it("answers every one of the 30 UTC days, oldest first, with leads per venture, conversions and revenue", async () => {
    const trends = (await t.app.inject({ url: "/api/dashboard/kpis/trends", headers: { cookie } })).json();
    expect(trends.days).toBe(30);
    expect(trends.points).toHaveLength(30);
    expect(trends.points[0].date).toBe(trends.from);
    expect(trends.points.at(-1).date).toBe(trends.to);
    const sum = (k: string) => trends.points.reduce((n: number, p: Record<string, number>) => n + p[k], 0);
    // insertKpiLeads (above): three RoofStrike leads and two DealEngineAI leads in the period, two conversions, $12,000.
    expect(sum("roofStrikeLeads")).toBe(3);
    expect(sum("dealEngineLeads")).toBe(2);
    expect(sum("conversions")).toBe(2);
    expect(sum("revenue")).toBe(12000);
    expect(trends.sampleLeads).toBe(0);
    expect((await t.app.inject({ url: "/api/dashboard/kpis/trends" })).statusCode).toBe(403); // gate first, then a session
  });
});
