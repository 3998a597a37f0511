import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { HailHistory } from "../../../contract/hail-history";
import { buildProperty } from "../../test/factories";
import { useTestApp } from "../../test/use-test-app";
import { getPropertyHailHistory } from "./get-hail-history";

const t = useTestApp();

/**
 * The raw NOAA files: the shared copies (../shared/data/hail, above the checkout) when present,
 * else the gzipped copies the app ships (the same bytes, checksums in their README).
 */
function rawFile(name: string) {
  for (let dir = process.cwd(), i = 0; i < 4; i++, dir = path.dirname(dir)) {
    const p = path.join(dir, "..", "shared", "data", "hail", name);
    if (existsSync(p)) return readFileSync(p, "latin1");
  }
  return gunzipSync(readFileSync(path.join("server", "domain", "hail", "data", `${name}.gz`))).toString("latin1");
}

interface Raw { date: string; size: number; lat: number; lon: number; eventId: string | null }
/** An independent reading of the files (not the app's parser): SPC slat/slon/mag/date; NCEI hail events with BEGIN_LAT/BEGIN_LON/MAGNITUDE. */
function rawReports(): Raw[] {
  const out: Raw[] = [];
  const ok = (lat: number, lon: number, size: number) => Number.isFinite(lat) && Number.isFinite(lon) && lat !== 0 && lon !== 0 && size > 0;
  for (const r of parse(rawFile("spc_hail_TX_2022-2024.csv"), { columns: true, skip_empty_lines: true }) as Record<string, string>[]) {
    const [lat, lon, size] = [Number(r.slat), Number(r.slon), Number(r.mag)];
    if (ok(lat, lon, size)) out.push({ date: r.date, size, lat, lon, eventId: null });
  }
  const ncei = parse(rawFile("stormevents_details_hail_TX_1955-1995.csv"), { columns: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true }) as Record<string, string>[];
  for (const r of ncei) {
    if (r.EVENT_TYPE !== "Hail" || r.BEGIN_LAT === "" || r.BEGIN_LON === "") continue;
    const [lat, lon, size] = [Number(r.BEGIN_LAT), Number(r.BEGIN_LON), Number(r.MAGNITUDE)];
    const ym = r.BEGIN_YEARMONTH;
    if (ok(lat, lon, size)) out.push({ date: `${ym.slice(0, 4)}-${ym.slice(4, 6)}-${r.BEGIN_DAY.padStart(2, "0")}`, size, lat, lon, eventId: r.EVENT_ID });
  }
  return out;
}

const R = 3958.8;
const rad = (d: number) => (d * Math.PI) / 180;
function haversine(lat1: number, lon1: number, lat2: number, lon2: number) {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(a));
}

const PLACES = [
  { address: "901 Bagby Street", city: "Houston", zip: "77002", lat: 29.7604, lon: -95.3698 },
  { address: "200 Texas Street", city: "Fort Worth", zip: "76102", lat: 32.7555, lon: -97.3308 },
  { address: "1500 Marilla Street", city: "Dallas", zip: "75201", lat: 32.7767, lon: -96.797 },
];

const key = (date: string, size: number, id: string | null, miles: number) => `${date}|${size.toFixed(2)}|${(id ?? "").padStart(12, "0")}|${miles.toFixed(1).padStart(6, "0")}`;
function expected(raw: Raw[], place: { lat: number; lon: number }, radius: number, from: string, to: string) {
  return raw
    .map((r) => ({ ...r, distance: haversine(place.lat, place.lon, r.lat, r.lon) }))
    .filter((r) => r.date >= from && r.date <= to && r.distance <= radius)
    .sort((a, b) => (key(a.date, a.size, a.eventId, a.distance) < key(b.date, b.size, b.eventId, b.distance) ? -1 : 1));
}
function compare(got: HailHistory, want: ReturnType<typeof expected>) {
  expect(got.totalReports).toBe(want.length);
  const rows = [...got.rows].sort((a, b) => (key(a.date, a.sizeInches, a.nceiEventId, a.distanceMiles) < key(b.date, b.sizeInches, b.nceiEventId, b.distanceMiles) ? -1 : 1));
  rows.forEach((row, i) => {
    const w = want[i];
    expect(row.date).toBe(w.date);
    expect(row.sizeInches).toBe(w.size);
    // Distances to 0.1 mile: the answer's rounded figure is within half a tenth of the exact one.
    expect(Math.abs(row.distanceMiles - w.distance)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(row.nceiEventId).toBe(w.eventId);
  });
}

describe("GET /api/properties/:id/hail-history", () => {
  const raw = rawReports();

  it("lists the same reports as an independent haversine over the raw NOAA files (Houston, Fort Worth, Dallas)", async () => {
    for (const place of PLACES) {
      const p = await buildProperty(t.db, place);
      const res = await t.app.inject({ url: `/api/properties/${p.id}/hail-history?radiusMiles=10&years=10`, headers: { cookie: t.cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as HailHistory;
      expect(body.place).toMatchObject({ lat: place.lat, lon: place.lon, basis: "coordinates", propertyId: p.id });
      const want = expected(raw, place, 10, body.from, body.to);
      expect(want.length, place.city).toBeGreaterThan(5);
      compare(body, want);
      // Newest first; the largest and the most recent are rows of the list.
      expect(body.rows.map((r) => r.date)).toEqual([...body.rows.map((r) => r.date)].sort().reverse());
      expect(body.mostRecent?.date).toBe(want.at(-1)!.date);
      expect(body.largest?.sizeInches).toBe(Math.max(...want.map((w) => w.size)));
      expect(body.rows.every((r) => r.source === "spc")).toBe(true);
      expect(body.coverage.from).toMatch(/^1955-/);
    }
  });

  it("names the NCEI event id of older reports (the span ending 1995)", async () => {
    for (const place of PLACES) {
      const p = await buildProperty(t.db, place);
      const body = await getPropertyHailHistory(t.database, p.id, { radiusMiles: 10, years: 30, now: new Date("1995-12-31T12:00:00Z") });
      const want = expected(raw, place, 10, body.from, body.to);
      expect(want.length, place.city).toBeGreaterThan(5);
      compare(body, want);
      expect(body.rows.every((r) => r.source === "ncei" && /^\d+$/.test(r.nceiEventId ?? ""))).toBe(true);
    }
  });

  it("finds the storm in the claim window, says when the place is a ZIP centroid, and names the gaps in the data", async () => {
    const p = await buildProperty(t.db, { ...PLACES[2], locationSource: "centroid" });
    // As if today were 2024-06-01: the window opens 2022-06-01.
    const body = await getPropertyHailHistory(t.database, p.id, { radiusMiles: 10, years: 30, now: new Date("2024-06-01T12:00:00Z") });
    expect(body.place.basis).toBe("zip-centroid");
    expect(body.claimWindow).toEqual({ months: 24, from: "2022-06-01", minSizeInches: 1 });
    const want = expected(raw, PLACES[2], 10, "2022-06-01", "2024-06-01").filter((r) => r.size >= 1);
    const day = want.at(-1)!.date;
    expect(body.claimWindowStorm).toMatchObject({ date: day, sizeInches: Math.max(...want.filter((w) => w.date === day).map((w) => w.size)), reports: want.filter((w) => w.date === day).length });
    // 1996–2021 are not in the shipped files.
    expect(body.coverage.yearsWithoutData).toEqual(expect.arrayContaining([1996, 2010, 2021]));
    expect(body.coverage.yearsWithoutData).not.toContain(2022);
    expect(body.coverage).toMatchObject({ from: expect.stringMatching(/^1955-/), to: expect.stringMatching(/^2024-/) });
    // Directions are compass points from the place.
    expect(new Set(body.rows.map((r) => r.direction)).size).toBeGreaterThan(1);
  });

  it("refuses a radius or span out of bounds naming the field, and an unknown id with 404", async () => {
    const p = await buildProperty(t.db);
    const get = (q: string, id: number | string = p.id) => t.app.inject({ url: `/api/properties/${id}/hail-history${q}`, headers: { cookie: t.cookie } });
    for (const [q, field] of [
      ["?radiusMiles=51", "radiusMiles"], ["?radiusMiles=0", "radiusMiles"], ["?radiusMiles=-3", "radiusMiles"], ["?radiusMiles=ten", "radiusMiles"],
      ["?years=31", "years"], ["?years=0", "years"], ["?years=2.5", "years"], ["?years=x", "years"],
    ] as const) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path), q).toContain(field);
    }
    expect((await get("")).statusCode).toBe(200);
    expect((await get("?radiusMiles=50&years=30")).statusCode).toBe(200);
    expect((await get("", 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/properties/${p.id}/hail-history` })).statusCode).toBeGreaterThanOrEqual(401);
  });
});
