import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { leadEvents, leads } from "../../db/schema";
import { buildLead } from "../../test/factories";
import { leadResponseFrom } from "./get-performance";

const t = useTestApp({ SLACK_BOT_TOKEN: "xoxb-1", SLACK_CHANNEL_ID: "C1" });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
async function lead(values: Partial<typeof leads.$inferInsert>, contactedAfterMinutes?: number) {
  const createdAt = (values.createdAt as Date | undefined) ?? minutesAgo(600);
  const row = await buildLead(t.db, { ...values, createdAt });
  if (contactedAfterMinutes != null) {
    await t.database.db.insert(leadEvents).values([
      { leadId: row.id, type: "contacted", occurredAt: new Date(createdAt.getTime() + contactedAfterMinutes * 60_000) },
      { leadId: row.id, type: "contacted", occurredAt: new Date(createdAt.getTime() + (contactedAfterMinutes + 90) * 60_000) },
    ]);
  }
  return row;
}

describe("performance monitors and KPIs from stored data", () => {
  it("says monitoring while no lead was contacted, and computes nothing", async () => {
    const res = await t.app.inject({ url: "/api/performance/lead-response", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "monitoring", totalResponses: 0, averageResponseTime: null, targetAchieved: false });
  });

  it("computes lead response from the first outbound contact, and the KPIs from leads and conversions", async () => {
    await lead({ zipCode: "77002" }, 10);
    await lead({ zipCode: "77002" }, 15);
    await lead({ zipCode: "77019", status: "converted", convertedAt: minutesAgo(60), revenue: 12000 }, 50);
    await lead({ zipCode: "77019", createdAt: minutesAgo(60 * 24 * 40) }); // previous period
    await lead({ platform: "dealengineai", status: "converted", convertedAt: minutesAgo(30) });
    await lead({ platform: "dealengineai" });

    const lr = (await t.app.inject({ url: "/api/performance/lead-response", headers: { cookie: t.cookie } })).json();
    expect(lr).toMatchObject({ totalResponses: 3, averageResponseTime: 25, fastestResponse: 10, slowestResponse: 50, responsesUnder20Min: 66.7, targetAchieved: false, status: "needs_improvement" });
    expect(lr.recommendations.join(" ")).toMatch(/under 20 min/);

    const kpis = (await t.app.inject({ url: "/api/dashboard/kpis", headers: { cookie: t.cookie } })).json();
    expect(kpis.roofStrike.metrics).toEqual({ revenue: 12000, claimLeads: 3, activeContractors: null, averageResponseTime: 25 });
    expect(kpis.roofStrike.trends).toMatchObject({ leadGrowth: 200, topMarket: "77002", contractorSatisfaction: null });
    expect(kpis.roofStrike.alerts.map((a: { message: string }) => a.message).join(" ")).toMatch(/Average lead response is 25 min/);
    expect(kpis.dealEngineAI.metrics).toMatchObject({ totalLeads: 2, conversionRate: 50, activeUsers: 1, bounceRate: null, sessionDuration: null });
    expect(kpis.systemHealth).toMatchObject({ activeDataSources: 1, totalDataSources: 4 });
    expect(kpis.systemHealth.responseTime).toBeGreaterThan(0);
    expect(kpis.systemHealth.errorRate).toBe(0);
  });

  it("bands the status: target met under 20 minutes", () => {
    expect(leadResponseFrom({ total: 2, avg: 12, min: 10, max: 14, under: 2, uncontacted: 0 })).toMatchObject({ status: "target_met", targetAchieved: true, responsesUnder20Min: 100 });
    expect(leadResponseFrom({ total: 2, avg: 20, min: 10, max: 30, under: 1, uncontacted: 0 })).toMatchObject({ status: "needs_improvement", targetAchieved: false });
  });

  it("measures the app's own database queries", async () => {
    const res = (await t.app.inject({ url: "/api/performance/database", headers: { cookie: t.cookie } })).json();
    expect(res.queriesMeasured).toBeGreaterThan(0);
    expect(res.averageQueryTime).toBeGreaterThan(0);
    expect(res.slowQueryThresholdMs).toBe(100);
    if (res.driver === "postgres") expect(res.connectionPoolUsage).not.toBeNull();
  });

  it("feeds real activity, newest first, at most 8", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
    for (let i = 0; i < 10; i++)
      await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { agentId: agents[0].id, title: `Task ${i}`, description: "d" } });
    const feed = (await t.app.inject({ url: "/api/activity", headers: { cookie: t.cookie } })).json();
    expect(feed).toHaveLength(8);
    expect(feed[0]).toMatchObject({ type: "task_created", message: "Task created: Task 9", agentRole: "cto", status: "active" });
  });
});

describe("lead-generation and developer panels", () => {
  it("serve the seeded storms and developer tasks flagged as sample data, and stats from stored leads", async () => {
    const lg = (await t.app.inject({ url: "/api/lead-generation/overview", headers: { cookie: t.cookie } })).json();
    expect(lg.storms).toHaveLength(4);
    expect(lg.storms.every((s: { isSample: boolean }) => s.isSample)).toBe(true);
    expect(lg.stats.activeStorms).toBe(4);
    expect(lg.stats.totalLeads).toBeGreaterThan(0);
    const dev = (await t.app.inject({ url: "/api/developer/tasks", headers: { cookie: t.cookie } })).json();
    expect(dev).toHaveLength(5);
    expect(dev.every((d: { isSample: boolean }) => d.isSample)).toBe(true);
  });
});
