import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";

let t: TestApp;
let cookie: string;
let roofstrikeId: number;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app);
  const companies = (await t.app.inject({ url: "/api/companies", headers: { cookie } })).json();
  roofstrikeId = companies.find((c: { slug: string }) => c.slug === "roofstrike").id;
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ url, headers: { cookie } });

describe("companies and their dashboard data", () => {
  it("lists the two seeded companies with their defaults", async () => {
    const res = await get("/api/companies");
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { slug: string }) => c.slug)).toEqual(["roofstrike", "dealengineai"]);
    expect(list[0]).toMatchObject({ name: "RoofStrike", plan: "free", status: "active" });
  });

  it("lists metrics, badged as sample data", async () => {
    const list = (await get(`/api/companies/${roofstrikeId}/metrics`)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((m: { isSample: boolean }) => m.isSample)).toBe(true);
    expect(list.map((m: { value: string }) => m.value)).toEqual(expect.arrayContaining(["Running", "High Load"]));
    expect(list[0]).toEqual({
      id: expect.any(Number), companyId: roofstrikeId, service: expect.any(String), metric: expect.any(String),
      value: expect.any(String), timestamp: expect.any(String), isSample: true,
    });
  });

  it("lists data sources with type and status", async () => {
    const list = (await get(`/api/companies/${roofstrikeId}/data-sources`)).json();
    expect(list.map((d: { type: string }) => d.type)).toEqual(["github", "firebase", "sheets", "wati"]);
    expect(list.map((d: { status: string }) => d.status)).toEqual(["active", "syncing", "active", "error"]);
  });

  it("lists deployments newest first and gives the latest code-quality report", async () => {
    const deployments = (await get(`/api/companies/${roofstrikeId}/deployments`)).json();
    expect(deployments.map((d: { status: string }) => d.status)).toEqual(["running", "completed", "failed"]);
    const quality = (await get(`/api/companies/${roofstrikeId}/code-quality`)).json();
    expect(quality).toMatchObject({ testCoverage: 87, securityScore: "A+", techDebt: "Medium", isSample: true });
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
