import { STORM_MAP_POINT_LIMIT, type StormMap, type StormMapBin, type StormMapProperty, type StormMapReport } from "../../../contract/storm-map";
import type { HailSource } from "../../../contract/hail-history";
import type { LeadStatus } from "../../../contract/leads";
import type { OutboundStatus } from "../../../contract/outbox";
import type { Database } from "../../db/client";
import { claimWindowStart } from "../../domain/hail/lookup";
import { calendarDate } from "../../lib/dates";

/**
 * The storm map's one data call (issue 20, decision 101): only what is in the view, and never more
 * than STORM_MAP_POINT_LIMIT items of a layer one by one. Each layer first asks for one more than
 * the limit (no sort, so the scan stops there); when the view holds more, it is binned instead in
 * one grouped statement on a grid whose cell is about 32 screen pixels at the zoom.
 *
 * Zoomed-out views (a state, a region, a metro: up to every row of a layer) read the layer's whole
 * grid at that zoom from memory instead (reports up to zoom 9, properties up to zoom 11, where a
 * grid still holds at most one cell per property): computed in one statement the first time,
 * computed again when the layer has changed (the largest row id, one index read per request) or
 * after GRID_CACHE_TTL_MS (rows removed, statuses). The view takes the cells inside it.
 */
const IN_VIEW = "lat between $1::float8 and $2::float8 and lon between $3::float8 and $4::float8";
const REPORTS_IN_VIEW = `${IN_VIEW} and event_date between $5::date and $6::date`;

const REPORT_POINTS_SQL = `select id, lat, lon, event_date::text as event_date, size_inches, source, source_id from hail_reports where ${REPORTS_IN_VIEW} limit ${STORM_MAP_POINT_LIMIT + 1}`;
const REPORT_BINS_SQL = `
select count(*)::int as count, avg(lat) as lat, avg(lon) as lon, max(size_inches) as max_size
from hail_reports where ${REPORTS_IN_VIEW}
group by floor(lat / $7::float8), floor(lon / $7::float8)`;

const PROPERTY_IDS_SQL = `select id from properties where ${IN_VIEW} limit ${STORM_MAP_POINT_LIMIT + 1}`;
const PROPERTY_POINTS_SQL = `
select p.id, p.lat, p.lon, p.address, p.city, p.zip,
  l.id as lead_id, l.status as lead_status, l.owner_name,
  m.id as message_id, m.status as message_status, m.channel,
  (select count(*)::int from storm_hits h where h.property_id = p.id) as hits,
  w.storm_day::text as storm_day, w.size_inches as storm_size, w.distance_miles as storm_distance
from properties p
left join lateral (select id, status, owner_name from leads where property_id = p.id order by id desc limit 1) l on true
left join lateral (select id, status, channel from outbound_messages where lead_id = l.id order by id desc limit 1) m on true
left join lateral (select storm_day, size_inches, distance_miles from storm_hits h where h.property_id = p.id and h.storm_day >= $2::date order by storm_day desc, size_inches desc limit 1) w on true
where p.id = any($1::int[])`;
// A view's properties are few next to all of them: one index probe each for "has a lead" (leads_property_idx).
const PROPERTY_BINS_SQL = `
select count(*)::int as count, avg(p.lat) as lat, avg(p.lon) as lon,
  (count(*) filter (where exists (select 1 from leads l where l.property_id = p.id)))::int as leads
from properties p
where p.${IN_VIEW.replace("and lon", "and p.lon")}
group by floor(p.lat / $5::float8), floor(p.lon / $5::float8)`;

const GRID_REPORTS_SQL = `
select count(*)::int as count, avg(lat) as lat, avg(lon) as lon, max(size_inches) as max_size
from hail_reports where event_date between $1::date and $2::date
group by floor(lat / $3::float8), floor(lon / $3::float8)`;
const GRID_PROPERTIES_SQL = `
select count(*)::int as count, avg(p.lat) as lat, avg(p.lon) as lon, count(l.property_id)::int as leads
from properties p
left join (select distinct property_id from leads where property_id is not null) l on l.property_id = p.id
group by floor(p.lat / $1::float8), floor(p.lon / $1::float8)`;
const VERSION_SQL = `select (select max(id) from hail_reports) as reports, (select max(id) from properties) as properties, (select max(id) from leads) as leads`;

export const GRID_CACHE_MAX_ZOOM = { reports: 9, properties: 11 } as const;
const GRID_CACHE_TTL_MS = 30_000;
const GRID_CACHE_ENTRIES = 64;
type Grid = { version: string; at: number; bins: Promise<StormMapBin[]>; database: Database };
const grids = new Map<string, Grid>();

/** A layer's whole grid at a zoom (and period), from memory when its version still holds. */
function cachedGrid(database: Database, key: string, version: string, compute: () => Promise<StormMapBin[]>) {
  const hit = grids.get(key);
  if (hit && hit.database === database && hit.version === version && Date.now() - hit.at < GRID_CACHE_TTL_MS) return hit.bins;
  const bins = compute();
  grids.delete(key);
  grids.set(key, { version, at: Date.now(), bins, database });
  bins.catch(() => grids.delete(key));
  if (grids.size > GRID_CACHE_ENTRIES) grids.delete(grids.keys().next().value!);
  return bins;
}
const inside = (b: StormMapBin, box: Bbox) => b.lat >= box.south && b.lat <= box.north && b.lon >= box.west && b.lon <= box.east;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The dates of a period: storm days are calendar days in the company's time zone, so "24h" is today and yesterday. */
export function periodDates(period: string, today: string): { from: string; to: string } {
  if (period.includes("..")) {
    const [from, to] = period.split("..");
    return { from, to };
  }
  if (period === "24h") return { from: addDays(today, -1), to: today };
  if (period === "7d") return { from: addDays(today, -6), to: today };
  if (period === "30d") return { from: addDays(today, -29), to: today };
  // The hail season so far: from March 1 (of last year before March).
  const year = Number(today.slice(0, 4)) - (today.slice(5) < "03-01" ? 1 : 0);
  return { from: `${year}-03-01`, to: today };
}

/** The side of a grid cell in degrees: about 32 pixels of a 256-pixel tile at the zoom. */
export const cellDegrees = (zoom: number) => 45 / 2 ** zoom;

type Bbox = { west: number; south: number; east: number; north: number };
const bin = (r: { count: number; lat: number; lon: number; max_size?: number | null; leads?: number }): StormMapBin => ({
  lat: Number(r.lat),
  lon: Number(r.lon),
  count: Number(r.count),
  maxSizeInches: r.max_size == null ? null : Number(r.max_size),
  leads: Number(r.leads ?? 0),
});

export async function getStormMap(
  deps: { database: Database; timeZone: string; tileUrl: string | null },
  query: { bbox: Bbox; zoom: number; period: string },
  now = new Date(),
): Promise<StormMap> {
  const { database } = deps;
  const { bbox, zoom } = query;
  const { from, to } = periodDates(query.period, calendarDate(deps.timeZone, now));
  const cell = cellDegrees(zoom);
  const view = [bbox.south, bbox.north, bbox.west, bbox.east];

  const useGrid = { reports: zoom <= GRID_CACHE_MAX_ZOOM.reports, properties: zoom <= GRID_CACHE_MAX_ZOOM.properties };
  const versions = useGrid.reports || useGrid.properties ? (await database.execute<{ reports: number | null; properties: number | null; leads: number | null }>(VERSION_SQL))[0] : null;

  const reportsLayer = async (): Promise<StormMap["reports"]> => {
    if (versions && useGrid.reports) {
      const all = await cachedGrid(database, `reports:${zoom}:${from}:${to}`, String(versions.reports), async () =>
        (await database.execute<{ count: number; lat: number; lon: number; max_size: number }>(GRID_REPORTS_SQL, [from, to, cell])).map(bin),
      );
      const bins = all.filter((b) => inside(b, bbox));
      const total = bins.reduce((n, b) => n + b.count, 0);
      if (total > STORM_MAP_POINT_LIMIT) return { total, points: [], bins };
    }
    const rows = await database.execute<{ id: number; lat: number; lon: number; event_date: string; size_inches: number; source: string; source_id: string }>(REPORT_POINTS_SQL, [...view, from, to]);
    if (rows.length <= STORM_MAP_POINT_LIMIT) {
      const points: StormMapReport[] = rows.map((r) => ({
        id: Number(r.id), lat: Number(r.lat), lon: Number(r.lon), date: r.event_date, sizeInches: Number(r.size_inches),
        source: r.source as HailSource, nceiEventId: r.source === "ncei" ? r.source_id.replace(/^ncei:/, "") : null,
      }));
      points.sort((a, b) => a.sizeInches - b.sizeInches); // the largest drawn last, on top
      return { total: points.length, points, bins: [] };
    }
    const bins = (await database.execute<{ count: number; lat: number; lon: number; max_size: number }>(REPORT_BINS_SQL, [...view, from, to, cell])).map(bin);
    return { total: bins.reduce((n, b) => n + b.count, 0), points: [], bins };
  };

  const propertiesLayer = async (): Promise<StormMap["properties"]> => {
    if (versions && useGrid.properties) {
      const all = await cachedGrid(database, `properties:${zoom}`, `${versions.properties}:${versions.leads}`, async () =>
        (await database.execute<{ count: number; lat: number; lon: number; leads: number }>(GRID_PROPERTIES_SQL, [cell])).map(bin),
      );
      const bins = all.filter((b) => inside(b, bbox));
      const total = bins.reduce((n, b) => n + b.count, 0);
      if (total > STORM_MAP_POINT_LIMIT) return { total, points: [], bins };
    }
    const ids = await database.execute<{ id: number }>(PROPERTY_IDS_SQL, view);
    if (ids.length <= STORM_MAP_POINT_LIMIT) {
      if (ids.length === 0) return { total: 0, points: [], bins: [] };
      const rows = await database.execute<{
        id: number; lat: number; lon: number; address: string; city: string; zip: string;
        lead_id: number | null; lead_status: string | null; owner_name: string | null;
        message_id: number | null; message_status: string | null; channel: string | null;
        hits: number; storm_day: string | null; storm_size: number | null; storm_distance: number | null;
      }>(PROPERTY_POINTS_SQL, [ids.map((r) => Number(r.id)), claimWindowStart(now)]);
      const points: StormMapProperty[] = rows.map((r) => ({
        id: Number(r.id), lat: Number(r.lat), lon: Number(r.lon), address: r.address, city: r.city, zip: r.zip,
        lead: r.lead_id == null ? null : { id: Number(r.lead_id), status: r.lead_status as LeadStatus, ownerName: r.owner_name },
        approval: r.message_id == null ? null : { id: Number(r.message_id), status: r.message_status as OutboundStatus, channel: r.channel ?? "" },
        hits: Number(r.hits),
        claimWindowStorm: r.storm_day == null ? null : { date: r.storm_day, sizeInches: Number(r.storm_size), distanceMiles: Math.round(Number(r.storm_distance) * 10) / 10 },
      }));
      points.sort((a, b) => Number(a.lead != null) - Number(b.lead != null) || a.id - b.id); // leads drawn last, on top
      return { total: points.length, points, bins: [] };
    }
    const bins = (await database.execute<{ count: number; lat: number; lon: number; leads: number }>(PROPERTY_BINS_SQL, [...view, cell])).map(bin);
    return { total: bins.reduce((n, b) => n + b.count, 0), points: [], bins };
  };

  const [reports, props] = await Promise.all([reportsLayer(), propertiesLayer()]);
  return { period: { key: query.period, from, to }, zoom, cellDegrees: cell, reports, properties: props, tileUrl: deps.tileUrl };
}
