import { describe, expect, it } from "vitest";
import type { HailHistory } from "../../../contract/hail-history";
import { useTestApp } from "../../test/use-test-app";

const t = useTestApp({}, { signIn: false });

describe("GET /api/hail-history (public, the landing page's thank-you screen)", () => {
  it("answers a ZIP's history from its centroid, and says so", async () => {
    const res = await t.app.inject({ url: "/api/hail-history?zip=75201&radiusMiles=10&years=30" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as HailHistory;
    expect(body.place).toMatchObject({ basis: "zip-centroid", zip: "75201", propertyId: null, label: expect.stringContaining("75201") });
    expect(body.radiusMiles).toBe(10);
    expect(body.totalReports).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.distanceMiles <= 10)).toBe(true);
  });

  it("validates the ZIP, radius and span, and answers an unknown ZIP with 404", async () => {
    for (const [q, field] of [["?zip=7520", "zip"], ["?zip=abcde", "zip"], ["", "zip"], ["?zip=75201&radiusMiles=60", "radiusMiles"], ["?zip=75201&years=40", "years"]] as const) {
      const res = await t.app.inject({ url: `/api/hail-history${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), q).toContain(field);
    }
    expect((await t.app.inject({ url: "/api/hail-history?zip=00000" })).statusCode).toBe(404);
  });

  it("is limited per client", async () => {
    let limited = 0;
    for (let i = 0; i < 35; i++) if ((await t.app.inject({ url: "/api/hail-history?zip=00001", remoteAddress: "10.9.9.9" })).statusCode === 429) limited++;
    expect(limited).toBeGreaterThan(0);
  });
});
