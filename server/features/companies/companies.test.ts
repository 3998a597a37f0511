import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/use-test-app";
import { buildCodeQualityReport, buildCompany, buildDataSource, buildDeployment, buildSystemMetric } from "../../test/factories";

const t = useTestApp();
const get = (url: string) => t.app.inject({ url, headers: { cookie: t.cookie } });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe("companies", () => {
  it("lists the two seeded companies with their defaults", async () => {
    const res = await get("/api/companies");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { slug: string }) => c.slug)).toEqual(["roofstrike", "dealengineai"]);
    expect(list[0]).toMatchObject({ name: "RoofStrike", plan: "free", status: "active" });
  });
});

describe("a company's dashboard data", () => {
  // A company of the tests' own, so the lists hold exactly the rows made here.
  let companyId: number;
  beforeAll(async () => {
    companyId = (await buildCompany(t.db)).id;
    await buildCompany(t.db).then((other) => buildDataSource(t.db, { companyId: other.id, type: "other-company" }));
  });

  it("lists metrics, the latest reading per service and metric, badged as sample data", async () => {
    await buildSystemMetric(t.db, { companyId, service: "lead-ingestion", metric: "state", value: "Stopped", timestamp: minutesAgo(30), isSample: true });
    await buildSystemMetric(t.db, { companyId, service: "lead-ingestion", metric: "state", value: "Running", timestamp: minutesAgo(5), isSample: true });
    await buildSystemMetric(t.db, { companyId, service: "skip-trace-worker", metric: "load", value: "High Load", isSample: true });
    const list = (await get(`/api/companies/${companyId}/metrics`)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m: { isSample: boolean }) => m.isSample)).toBe(true);
    expect(list.map((m: { value: string }) => m.value)).toEqual(["Running", "High Load"]);
    expect(list[0]).toEqual({
      id: expect.any(Number), companyId, service: expect.any(String), metric: expect.any(String),
      value: expect.any(String), timestamp: expect.any(String), isSample: true,
    });
  });

  it("lists the integrations (decision 050), then the company's own rows with type and status", async () => {
    for (const [type, status] of [["github", "active"], ["firebase", "syncing"], ["sheets", "active"], ["wati", "error"]])
      await buildDataSource(t.db, { companyId, type, status });
    const list = (await get(`/api/companies/${companyId}/data-sources`)).json() as { type: string; status: string; integration: string | null }[];
    expect(list.filter((d) => d.integration).map((d) => d.type)).toEqual(["github", "slack", "whatsapp", "stripe", "skip_trace", "noaa_hail", "spc_daily", "property_imports"]);
    const own = list.filter((d) => !d.integration);
    expect(own.map((d) => d.type)).toEqual(["github", "firebase", "sheets", "wati"]);
    expect(own.map((d) => d.status)).toEqual(["active", "syncing", "active", "error"]);
  });

  it("lists deployments newest first and gives the latest code-quality report", async () => {
    await buildDeployment(t.db, { companyId, status: "completed", deployedAt: minutesAgo(95) });
    await buildDeployment(t.db, { companyId, status: "failed", deployedAt: minutesAgo(300) });
    await buildDeployment(t.db, { companyId, status: "running", deployedAt: minutesAgo(4) });
    const deployments = (await get(`/api/companies/${companyId}/deployments`)).json();
    expect(deployments.map((d: { status: string }) => d.status)).toEqual(["running", "completed", "failed"]);
    await buildCodeQualityReport(t.db, { companyId, testCoverage: 87, securityScore: "A+", techDebt: "Medium", scannedAt: minutesAgo(120), isSample: true });
    await buildCodeQualityReport(t.db, { companyId, testCoverage: 40, securityScore: "C", techDebt: "High", scannedAt: minutesAgo(60 * 24 * 7) });
    // A real report comes before a sample one, however old (decision 051).
    const quality = (await get(`/api/companies/${companyId}/code-quality`)).json();
    expect(quality).toMatchObject({ testCoverage: 40, securityScore: "C", techDebt: "High", isSample: false });
  });

  it("answers 404 for an unknown company and 400 for a bad id", async () => {
    const missing = await get("/api/companies/9999/metrics");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Company 9999 not found" });
    const bad = await get("/api/companies/abc/data-sources");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe("id");
  });
});
