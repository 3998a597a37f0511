import { describe, expect, it } from "vitest";
import { STORM_MAP_POINT_LIMIT, type StormMap } from "../../../contract/storm-map";
import { outboundMessages, stormHits } from "../../db/schema";
import { calendarDate } from "../../lib/dates";
import { buildLead, buildProperty } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";
import { cellDegrees, periodDates } from "./get-storm-map";

const t = useTestApp();
const get = (q: string) => t.app.inject({ url: `/api/storms/map${q}`, headers: { cookie: t.cookie } });

// A patch of West Texas prairie with no shipped report in recent years: 101.9–101.7 W, 33.5–33.7 N.
const VIEW = "-101.9,33.5,-101.7,33.7";

describe("GET /api/storms/map", () => {
  it("sends what is in view one by one: reports of the period, properties with their lead, approval state and claim-window storm", async () => {
    const today = calendarDate("America/Chicago");
    const p = await buildProperty(t.db, { address: "12 Storm Map Rd", city: "Lubbock", zip: "79401", lat: 33.6, lon: -101.8 });
    const quiet = await buildProperty(t.db, { address: "14 Storm Map Rd", city: "Lubbock", zip: "79401", lat: 33.61, lon: -101.81 });
    await buildProperty(t.db, { address: "Far away", lat: 29.7, lon: -95.3 });
    const lead = await buildLead(t.db, { propertyId: p.id, status: "contacted", source: "storm_match" });
    await t.db.insert(stormHits).values({ propertyId: p.id, stormDay: today, leadId: lead.id, sizeInches: 1.75, distanceMiles: 0.84, source: "spc" });
    const [draft] = await t.db
      .insert(outboundMessages)
      .values({ kind: "whatsapp_text", channel: "whatsapp", recipient: "17135550101", leadId: lead.id, body: "Hi", reason: "Storm", draftedBy: "campaign" })
      .returning();
    await t.database.execute(
      `insert into hail_reports (source, source_id, event_date, lat, lon, size_inches) values
        ('spc', 'test:map:1', $1::date, 33.601, -101.801, 1.75), ('spc', 'test:map:2', $1::date - 3, 33.62, -101.79, 0.75),
        ('spc', 'test:map:3', $1::date - 40, 33.63, -101.78, 2.5), ('spc', 'test:map:4', $1::date, 35.0, -101.8, 1.0)`,
      [today],
    );
    const res = await get(`?bbox=${VIEW}&zoom=12&period=7d`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as StormMap;
    expect(body.period).toMatchObject({ key: "7d", to: today });
    expect(body.reports.bins).toEqual([]);
    expect(body.reports.points.map((r) => r.sizeInches)).toEqual([0.75, 1.75]); // the 40-day-old and the out-of-view reports are not sent
    expect(body.reports.points[1]).toMatchObject({ date: today, source: "spc", nceiEventId: null });
    expect(body.properties.points).toHaveLength(2);
    expect(body.properties.points.find((x) => x.id === quiet.id)).toMatchObject({ lead: null, approval: null, hits: 0, claimWindowStorm: null });
    expect(body.properties.points.find((x) => x.id === p.id)).toMatchObject({
      address: "12 Storm Map Rd",
      lead: { id: lead.id, status: "contacted" },
      approval: { id: draft.id, status: "drafted", channel: "whatsapp" },
      hits: 1,
      claimWindowStorm: { date: today, sizeInches: 1.75, distanceMiles: 0.8 },
    });
    // The approval queue links the draft to its property's hail history.
    const queue = (await t.app.inject({ url: "/api/approvals?status=drafted", headers: { cookie: t.cookie } })).json();
    expect(queue.items.find((i: { id: number }) => i.id === draft.id)).toMatchObject({ leadId: lead.id, propertyId: p.id });
    const season = (await get(`?bbox=${VIEW}&zoom=12&period=season`)).json() as StormMap;
    expect(season.period.from).toMatch(/-03-01$/);
    const dates = (await get(`?bbox=${VIEW}&zoom=12&period=2000-01-01..2000-12-31`)).json() as StormMap;
    expect(dates.reports.total).toBe(0);
  });

  it("bins a view holding more than the limit on the server, by zoom", async () => {
    const today = calendarDate("America/Chicago");
    const n = STORM_MAP_POINT_LIMIT + 100;
    await t.database.execute(
      `insert into hail_reports (source, source_id, event_date, lat, lon, size_inches)
       select 'spc', 'test:bins:' || i, $1::date, 31.0 + (i % 30) * 0.01, -100.0 + (i / 30) * 0.01, 1 + (i % 4) * 0.5 from generate_series(1, $2::int) as i`,
      [today, n],
    );
    const body = (await get(`?bbox=-100.5,30.5,-99.5,31.5&zoom=8&period=24h`)).json() as StormMap;
    expect(body.reports.points).toEqual([]);
    expect(body.reports.total).toBe(n);
    expect(body.cellDegrees).toBe(cellDegrees(8));
    expect(body.reports.bins.length).toBeGreaterThan(1);
    expect(body.reports.bins.length).toBeLessThan(20);
    expect(Math.max(...body.reports.bins.map((b) => b.maxSizeInches ?? 0))).toBe(2.5);
    // A closer zoom: smaller cells, more bins.
    const closer = (await get(`?bbox=-100.5,30.5,-99.5,31.5&zoom=11&period=24h`)).json() as StormMap;
    expect(closer.reports.bins.length).toBeGreaterThan(body.reports.bins.length);
    expect(closer.reports.total).toBe(n);
    // The zoomed-out grid is held in memory; a new report shows at the next request.
    await t.database.execute(`insert into hail_reports (source, source_id, event_date, lat, lon, size_inches) values ('spc', 'test:bins:new', $1::date, 31.2, -99.8, 3.0)`, [today]);
    const again = (await get(`?bbox=-100.5,30.5,-99.5,31.5&zoom=8&period=24h`)).json() as StormMap;
    expect(again.reports.total).toBe(n + 1);
    expect(Math.max(...again.reports.bins.map((b) => b.maxSizeInches ?? 0))).toBe(3);
  });

  it("refuses a bad view, zoom or period naming the field", async () => {
    for (const [q, field] of [
      ["?zoom=5", "bbox"], [`?bbox=1,2,3&zoom=5`, "bbox"], [`?bbox=-90,30,-100,31&zoom=5`, "bbox"], [`?bbox=a,b,c,d&zoom=5`, "bbox"], [`?bbox=-190,30,-100,31&zoom=5`, "bbox"],
      [`?bbox=${VIEW}`, "zoom"], [`?bbox=${VIEW}&zoom=19`, "zoom"], [`?bbox=${VIEW}&zoom=2.5`, "zoom"],
      [`?bbox=${VIEW}&zoom=5&period=1y`, "period"], [`?bbox=${VIEW}&zoom=5&period=2024-02-30..2024-03-01`, "period"], [`?bbox=${VIEW}&zoom=5&period=2024-03-02..2024-03-01`, "period"],
    ] as const) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), q).toContain(field);
    }
    expect((await t.app.inject({ url: `/api/storms/map?bbox=${VIEW}&zoom=5` })).statusCode).toBeGreaterThanOrEqual(401);
  });

  it("reads periods as storm days", () => {
    expect(periodDates("24h", "2026-05-10")).toEqual({ from: "2026-05-09", to: "2026-05-10" });
    expect(periodDates("7d", "2026-05-10")).toEqual({ from: "2026-05-04", to: "2026-05-10" });
    expect(periodDates("30d", "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(periodDates("season", "2026-05-10")).toEqual({ from: "2026-03-01", to: "2026-05-10" });
    expect(periodDates("season", "2026-02-10")).toEqual({ from: "2025-03-01", to: "2026-02-10" });
    expect(periodDates("2024-01-01..2024-02-01", "2026-05-10")).toEqual({ from: "2024-01-01", to: "2024-02-01" });
  });
});
