import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app";
import { EARTH_RADIUS_MILES } from "../lib/geo";
import { importHailFile } from "./hail/import-hail-reports";
import { readShippedFile, SHIPPED_HAIL_FILES } from "./hail/shipped";
import { cellsToCheck, chunksOf, lanesOf, matchStormReports } from "./storm-matching";

/**
 * Decision 092: the grid-cell, set-based matching finds exactly the hits a brute-force haversine
 * over every (property, report) pair finds: the shipped NOAA files against a generated property
 * set (properties near reports, and spread over Texas), on the database the suite runs on.
 */
const t = useTestApp();
const rule = { radiusMiles: 3, minSizeInches: 1 };

/** A small seeded generator (mulberry32): the same property set on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The SQL haversine's formula (server/lib/geo.ts), in JavaScript. */
const rad = (d: number) => (d * Math.PI) / 180;
const miles = (lat1: number, lon1: number, lat2: number, lon2: number) =>
  EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2));

interface Report { id: number; day: string; lat: number; lon: number; size: number }
interface Property { id: number; lat: number; lon: number }

describe("set-based storm matching", () => {
  it("finds the hits a brute-force haversine finds, and matching again or re-importing a shipped file adds nothing", { timeout: 180_000 }, async () => {
    const reports = ((await t.db.execute(sql`select id, event_date::text as day, lat, lon, size_inches as size from hail_reports where source <> 'synthetic' order by id`)).rows as unknown as Report[]).map(
      (r) => ({ id: Number(r.id), day: String(r.day), lat: Number(r.lat), lon: Number(r.lon), size: Number(r.size) }),
    );
    expect(reports.length).toBeGreaterThan(1000); // the shipped files are on file
    const big = reports.filter((r) => r.size >= rule.minSizeInches);

    // 2,000 properties within 0–4 miles of a report (many inside the radius, some just outside), 200
    // packed around one report (a dense block: its grid cell holds more than a chunk), 800 anywhere in Texas.
    const next = random(18);
    const rows = ["address,city,zip,latitude,longitude"];
    const block = big[0]!;
    for (let i = 0; i < 3000; i++) {
      let lat: number, lon: number;
      if (i >= 2000 && i < 2200) {
        lat = Math.floor(block.lat * 50) / 50 + 0.001 + next() * 0.018;
        lon = Math.floor(block.lon * 50) / 50 + 0.001 + next() * 0.018;
      } else if (i < 2000) {
        const r = big[Math.floor(next() * big.length)]!;
        const d = next() * 4;
        const a = next() * 2 * Math.PI;
        lat = r.lat + (d / 69.09) * Math.cos(a);
        lon = r.lon + (d / (69.09 * Math.cos(rad(r.lat)))) * Math.sin(a);
      } else {
        lat = 26 + next() * 10.5;
        lon = -106.5 + next() * 13;
      }
      rows.push(`${i + 1} Grid Test Rd,Houston,77002,${lat.toFixed(6)},${lon.toFixed(6)}`);
    }
    const res = await t.app.inject({ method: "POST", url: "/api/properties/import?fileName=grid.csv", headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: rows.join("\n") });
    expect(res.json()).toMatchObject({ imported: 3000 });
    const properties = ((await t.db.execute(sql`select id, lat, lon from properties`)).rows as unknown as Property[]).map((p) => ({ id: Number(p.id), lat: Number(p.lat), lon: Number(p.lon) }));

    // Chunks of 150 properties: the dense block's cell is matched in pieces (decision 135), in about
    // twenty transactions (chunks of 3 took ~1,000 of them, 25 s; of 60, 60 s beside the journeys),
    // three at once on PostgreSQL (decision 143; PGlite's one connection takes them in turn).
    const [{ most }] = (await t.db.execute(sql`select max(n)::int as most from (select count(*) as n from properties group by grid_lat, grid_lon) c`)).rows as { most: number }[];
    expect(Number(most)).toBeGreaterThan(150);
    const result = await matchStormReports(t.db, reports.map((r) => r.id), { ...rule, chunkProperties: 150, parallelChunks: 3 });

    // Brute force: every pair; per property and storm day the largest, then nearest report within the radius.
    const expected = new Map<string, { size: number; distance: number }>();
    for (const p of properties) {
      for (const r of big) {
        const distance = miles(r.lat, r.lon, p.lat, p.lon);
        if (distance > rule.radiusMiles) continue;
        const key = `${p.id}|${r.day}`;
        const best = expected.get(key);
        if (!best || r.size > best.size || (r.size === best.size && distance < best.distance)) expected.set(key, { size: r.size, distance });
      }
    }
    const found = (await t.db.execute(sql`select property_id, storm_day::text as day, size_inches, distance_miles, lead_id from storm_hits`)).rows as {
      property_id: number;
      day: string;
      size_inches: number;
      distance_miles: number;
      lead_id: number | null;
    }[];
    expect(expected.size).toBeGreaterThan(500);
    expect(result.hits).toBe(expected.size);
    expect(found.length).toBe(expected.size);
    const actual = new Map(found.map((h) => [`${h.property_id}|${h.day}`, { size: Number(h.size_inches), distance: Number(h.distance_miles) }]));
    const want = new Map([...expected].map(([k, v]) => [k, { size: v.size, distance: Math.round(v.distance * 100) / 100 }]));
    expect([...actual.keys()].sort()).toEqual([...want.keys()].sort());
    for (const [k, v] of want) expect(actual.get(k), k).toEqual(v);
    // every hit has its lead; one lead per hit property; a created or updated event and a storm_hit event per hit
    expect(found.every((h) => h.lead_id != null)).toBe(true);
    // the campaign's leads per storm day, as the chunks answered them: every hit lead of the day, in property order
    const byDay = new Map<string, typeof found>();
    for (const h of found) byDay.set(h.day, [...(byDay.get(h.day) ?? []), h]);
    expect(result.stormDays.map((d) => d.stormDay)).toEqual([...byDay.keys()].sort());
    for (const d of result.stormDays) expect(d.leadIds, d.stormDay).toEqual(byDay.get(d.stormDay)!.sort((a, b) => Number(a.property_id) - Number(b.property_id)).map((h) => Number(h.lead_id)));
    const hitProperties = new Set(found.map((h) => h.property_id));
    const [counts] = (await t.db.execute(sql`
      select (select count(*) from leads where source = 'storm_match')::int as leads,
             (select count(*) from lead_events where type = 'storm_hit')::int as storm_events,
             (select count(*) from lead_events where type in ('created', 'updated'))::int as lead_events`)).rows as { leads: number; storm_events: number; lead_events: number }[];
    expect(Number(counts!.leads)).toBe(hitProperties.size);
    expect(result.leadsCreated).toBe(hitProperties.size);
    expect(result.leadsUpdated).toBe(expected.size - hitProperties.size);
    expect(Number(counts!.storm_events)).toBe(expected.size);
    expect(Number(counts!.lead_events)).toBe(expected.size);
    // each lead's evidence holds one storm hit per storm day of its property, newest first
    const evidence = (await t.db.execute(sql`select property_id, jsonb_array_length(evidence->'stormHits')::int as n, evidence->'stormHits'->0->>'stormDay' as newest from leads where source = 'storm_match'`)).rows as { property_id: number; n: number; newest: string }[];
    const daysOf = new Map<number, string[]>();
    for (const k of expected.keys()) {
      const [id, day] = k.split("|");
      daysOf.set(Number(id), [...(daysOf.get(Number(id)) ?? []), day!]);
    }
    for (const e of evidence) {
      const days = daysOf.get(Number(e.property_id))!.sort();
      expect(Number(e.n)).toBe(days.length);
      expect(e.newest).toBe(days[days.length - 1]);
    }

    // Chunks cut anywhere in a cell, at a size asked for each chunk (decision 140): every property of
    // the cells in exactly one piece, no chunk over its size, every chunk but the last full.
    const cells = await cellsToCheck(t.db, reports.map((r) => r.id), rule);
    const sizes = [37, 150, 5];
    const asked: number[] = [];
    const chunks: { gl: number; gn: number; properties: number; idLo: number; idHi: number }[][] = [];
    for await (const chunk of chunksOf(t.db, cells, () => asked[asked.push(sizes[asked.length % 3]!) - 1]!, 1_000_000)) chunks.push(chunk);
    const seen = new Map<number, number>();
    for (const [i, chunk] of chunks.entries()) {
      const size = chunk.reduce((n, c) => n + c.properties, 0);
      if (i < chunks.length - 1) expect(size, `chunk ${i}`).toBe(asked[i]);
      else expect(size).toBeLessThanOrEqual(asked[i]!);
      for (const piece of chunk) {
        const ids = (await t.db.execute(sql`select id from properties where grid_lat = ${piece.gl}::int and grid_lon = ${piece.gn}::int and id >= ${piece.idLo}::int and id < ${piece.idHi}::int`)).rows as { id: number }[];
        expect(ids.length).toBe(piece.properties);
        for (const { id } of ids) seen.set(Number(id), (seen.get(Number(id)) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(cells.reduce((n, c) => n + c.properties, 0));
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    // The lanes of chunks in flight at once: whole cells, each in one lane, in order.
    const lanes = lanesOf(cells, 3);
    expect(lanes).toHaveLength(3);
    expect(lanes.flat()).toEqual(cells);
    expect(lanesOf(cells.slice(0, 2), 3).flat()).toEqual(cells.slice(0, 2));
    expect(lanesOf(cells, 1)).toEqual([cells]);

    const tables = async () => (await t.db.execute(sql`select (select count(*) from storm_hits)::int as h, (select count(*) from leads)::int as l, (select count(*) from lead_events)::int as e, (select count(*) from activity_log)::int as a`)).rows[0];
    const before = await tables();
    expect(await matchStormReports(t.db, reports.map((r) => r.id), rule)).toMatchObject({ hits: 0, leadsCreated: 0, leadsUpdated: 0, stormDays: [] });
    const again = await importHailFile(t.db, { fileName: "again.csv", text: readShippedFile(SHIPPED_HAIL_FILES[0]), origin: "cli", rebuild: false }, { rule });
    expect(again).toMatchObject({ imported: 0, stormMatch: { hits: 0, leadsCreated: 0, leadsUpdated: 0 } });
    const after = await tables();
    expect({ ...after, a: Number(after!.a) }).toEqual({ ...before, a: Number(before!.a) });
  });
});
