import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { insertKpiLeads } from "../../test/leads";
import { leadResponseFrom } from "./get-lead-response";
import en from "../../../web/locales/en.json";
import es from "../../../web/locales/es.json";

const t = useTestApp();

describe("performance monitors from stored data", () => {
  it("says monitoring while no lead was contacted, and computes nothing", async () => {
    const res = await t.app.inject({ url: "/api/performance/lead-response", headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "monitoring", totalResponses: 0, averageResponseTime: null, targetAchieved: false });
  });

  it("computes lead response from the first outbound contact", async () => {
    await insertKpiLeads(t);
    const lr = (await t.app.inject({ url: "/api/performance/lead-response", headers: { cookie: t.cookie } })).json();
    expect(lr).toMatchObject({ totalResponses: 3, averageResponseTime: 25, fastestResponse: 10, slowestResponse: 50, responsesUnder20Min: 66.7, targetAchieved: false, status: "needs_improvement" });
    expect(lr.recommendations.join(" ")).toMatch(/under 20 min/);
    // Each recommendation also carries a code both catalogs translate (decision 060).
    expect(lr.recommendationTexts.map((x: { message: string }) => x.message)).toEqual(lr.recommendations);
    for (const { code } of lr.recommendationTexts) {
      for (const catalog of [en, es]) expect(Object.keys(catalog.serverText).some((k) => k === code || k.startsWith(`${code}_`)), code).toBe(true);
    }
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
});
