import { sql, type SQL } from "drizzle-orm";
import { haversineSql, MILES_PER_DEGREE_LAT } from "../lib/geo";
import { recordActivity } from "./activity";
import type { Db, Tx } from "../db/client";
import { databaseErrorOf } from "../lib/db-errors";
import { GRID_CELLS_PER_DEGREE } from "../db/schema";
import { idRanges, STORM_CAMPAIGN_JOB, type JobSender } from "./jobs";

export interface StormMatchRule {
  radiusMiles: number;
  minSizeInches: number;
  /** Properties per chunk (STORM_MATCH_CHUNK_PROPERTIES); CHUNK_PROPERTIES when not given. */
  chunkProperties?: number;
  /** How long a chunk should hold the database (STORM_MATCH_CHUNK_MS; PGlite): its size follows; 0 or not given: chunks of chunkProperties. */
  chunkTargetMs?: number;
  /** Chunks in flight at once (STORM_MATCH_PARALLEL; PostgreSQL, decision 143): 1 when not given. */
  parallelChunks?: number;
}
export interface StormMatchProgress {
  /** Properties in the grid cells the reports reach (each checked once). */
  propertiesToCheck: number;
  propertiesChecked: number;
  hits: number;
  leadsCreated: number;
  leadsUpdated: number;
}
export interface StormMatchResult {
  reportsConsidered: number;
  hits: number;
  leadsCreated: number;
  leadsUpdated: number;
  stormDays: { stormDay: string; leadIds: number[] }[];
}

/**
 * A chunk holds at most this many properties, or this many (property, report) pairs to measure:
 * one chunk is one short transaction, so PGlite's single connection serves other requests
 * between chunks (decision 092).
 */
export const CHUNK_PROPERTIES = 1_000;
export const CHUNK_PAIRS = 50_000;

/** A PostgreSQL array literal: one bind parameter however many ids (decision 092). */
export const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(Number(n))).join(",")}}`;

const G = GRID_CELLS_PER_DEGREE;
const NOAA_SOURCE_SQL = sql.raw(`case r.source when 'spc' then 'NOAA SPC' when 'spc-today' then 'NOAA SPC (current day)' when 'ncei' then 'NOAA NCEI Storm Events' else r.source end`);

/**
 * The reports to match (at least the minimum size) with the grid cells of their bounding box:
 * the same box as decision 071 (the latitude span, the longitude span at the report's latitude),
 * which holds every point within the radius. The haversine distance decides.
 */
function reportsSql(reportIds: readonly number[], rule: StormMatchRule, bounds?: { latLo: number; latHi: number; lonLo: number; lonHi: number }): SQL {
  const radius = Number(rule.radiusMiles);
  const degLat = radius / MILES_PER_DEGREE_LAT;
  return sql`r0 as (
  select id, source, source_id, event_date, size_inches, lat, lon,
         ${radius}::float8 / (${sql.raw(String(MILES_PER_DEGREE_LAT))} * greatest(cos(radians(lat)), 0.01)) as dlon
  from hail_reports where id = any(${intArray(reportIds)}::int[]) and size_inches >= ${Number(rule.minSizeInches)}::float8
), r as (
  select r0.*,
         floor((lat - ${degLat}::float8) * ${G})::int as g_lat_lo, floor((lat + ${degLat}::float8) * ${G})::int as g_lat_hi,
         floor((lon - dlon) * ${G})::int as g_lon_lo, floor((lon + dlon) * ${G})::int as g_lon_hi
  from r0
), rc as (
  select r.*, gl, gn from r
  cross join lateral generate_series(r.g_lat_lo, r.g_lat_hi) gl
  cross join lateral generate_series(r.g_lon_lo, r.g_lon_hi) gn
  ${bounds ? sql`where r.g_lat_hi >= ${bounds.latLo}::int and r.g_lat_lo <= ${bounds.latHi}::int and r.g_lon_hi >= ${bounds.lonLo}::int and r.g_lon_lo <= ${bounds.lonHi}::int` : sql``}
)`;
}

export interface CellCount {
  gl: number;
  gn: number;
  properties: number;
  reports: number;
}
interface Cell extends CellCount {
  /** The cell's properties with idLo <= id < idHi: a cell can be cut between two chunks by property id. */
  idLo: number;
  idHi: number;
}
const ID_MAX = 2_147_483_647;

/**
 * The grid cells the reports reach that hold properties, with how many of each (index-only on
 * properties_grid_idx), counted a few cells per statement: one statement over a DFW-size storm's
 * 100 cells of 1,000 properties held PGlite 110–136 ms (decision 140).
 */
export async function cellsToCheck(db: Db, reportIds: readonly number[], rule: StormMatchRule): Promise<CellCount[]> {
  const reached = (
    await db.execute(sql`
with ${reportsSql(reportIds, rule)}
select gl, gn, count(*)::int as reports from rc group by gl, gn order by gl, gn`)
  ).rows as Record<"gl" | "gn" | "reports", number>[];
  const cells: CellCount[] = [];
  // Cells per statement: doubled while a statement takes under 20 ms, halved over 40 (a storm's cells
  // hold ~1,000 properties each in a suburb, a national file's mostly none).
  let batch = 25;
  for (let i = 0; i < reached.length; ) {
    const part = reached.slice(i, (i += batch));
    const started = performance.now();
    const counted = (
      await db.execute(sql`
select c.gl, c.gn, c.reports, (select count(*)::int from properties p where p.grid_lat = c.gl and p.grid_lon = c.gn) as properties
from unnest(${intArray(part.map((c) => c.gl))}::int[], ${intArray(part.map((c) => c.gn))}::int[], ${intArray(part.map((c) => c.reports))}::int[]) as c(gl, gn, reports)`)
    ).rows as Record<keyof CellCount, number>[];
    for (const r of counted) if (Number(r.properties) > 0) cells.push({ gl: Number(r.gl), gn: Number(r.gn), properties: Number(r.properties), reports: Number(r.reports) });
    const ms = performance.now() - started;
    batch = ms < 20 ? Math.min(batch * 2, 10_000) : ms > 40 ? Math.max(5, batch >> 1) : batch;
  }
  return cells.sort((a, b) => a.gl - b.gl || a.gn - b.gn);
}

/** The id of a cell's property at `offset` in id order (index-only on properties_grid_idx: grid_lat, grid_lon, id). */
async function idAt(db: Db, cell: CellCount, offset: number): Promise<number | null> {
  const res = await db.execute(sql`select id from properties where grid_lat = ${cell.gl}::int and grid_lon = ${cell.gn}::int order by id offset ${offset}::int limit 1`);
  const row = res.rows[0] as { id: number } | undefined;
  return row ? Number(row.id) : null;
}

/**
 * The cells cut into chunks of at most `budget()` properties (asked again for each chunk) and
 * `maxPairs` (property, report) pairs: the cells in order, a cell cut between two chunks at a
 * property id where a chunk is full, so that every chunk but the last is full (decision 140; a
 * dense 0.02° cell of 1,024 properties made a chunk of 1,000 and one of 24 before). The first
 * piece of a cell starts at 0 and its last runs to the end: a property stored meanwhile still
 * falls in one.
 */
export async function* chunksOf(db: Db, cells: CellCount[], budget: () => number, maxPairs = CHUNK_PAIRS): AsyncGenerator<Cell[]> {
  let current: Cell[] = [];
  let props = 0;
  let pairs = 0;
  let limit = budget();
  for (const cell of cells) {
    let offset = 0;
    let idLo = 0;
    while (offset < cell.properties) {
      const room = Math.min(limit - props, Math.floor((maxPairs - pairs) / Math.max(1, cell.reports)));
      if (room < 1 && current.length) {
        yield current;
        [current, props, pairs, limit] = [[], 0, 0, budget()];
        continue;
      }
      const take = Math.max(1, Math.min(cell.properties - offset, room));
      const last = offset + take >= cell.properties;
      const idHi = last ? ID_MAX : Math.max(idLo, (await idAt(db, cell, offset + take)) ?? ID_MAX);
      current.push({ ...cell, properties: take, idLo, idHi });
      props += take;
      pairs += take * cell.reports;
      offset += take;
      idLo = idHi;
      if (idHi === ID_MAX) break;
    }
  }
  if (current.length) yield current;
}

/**
 * One chunk, in one transaction and a few set statements: the hits (per property and storm day
 * the largest, then nearest report within the radius), the leads they create or update, the
 * hits' lead, the timeline events and the activity entries — what decision 071 wrote per hit.
 */
async function matchChunk(tx: Tx, reportIds: readonly number[], rule: StormMatchRule, cells: Cell[]) {
  const radius = Number(rule.radiusMiles);
  const bounds = {
    latLo: Math.min(...cells.map((c) => c.gl)),
    latHi: Math.max(...cells.map((c) => c.gl)),
    lonLo: Math.min(...cells.map((c) => c.gn)),
    lonHi: Math.max(...cells.map((c) => c.gn)),
  };
  // The chunk's cells locked, in one order (decision 143): a property's hits are written only under
  // its cell's lock, so what is already matched is exactly what is committed, whatever other chunks
  // (of this run, another import or another instance) are in flight. Chunks of other cells go on.
  await tx.execute(sql`
select pg_advisory_xact_lock(hashtext('storm-matching'), k)
from (select distinct hashtext(gl::text || ':' || gn::text) as k from unnest(${intArray(cells.map((c) => c.gl))}::int[], ${intArray(cells.map((c) => c.gn))}::int[]) as c(gl, gn) order by 1) cell`);
  // The chunk's new hits, in a temporary table of the connection's: made by its first chunk, emptied
  // at every commit (creating and dropping it took ~3 ms of every chunk on PGlite; decision 140).
  await tx.execute(sql`
do $$ begin
  if to_regclass('pg_temp.storm_match_new') is null then
    create temp table storm_match_new (
      property_id int not null, storm_day date not null, report_id int not null, source text not null, source_id text not null,
      size_inches float8 not null, distance_miles float8 not null, evidence jsonb not null, lead_id int, created boolean not null default false
    ) on commit delete rows;
  end if;
end $$`);
  // 1. The new hits: (property, storm day) pairs not matched before.
  await tx.execute(sql`
with chunk(gl, gn, id_lo, id_hi) as (
  select * from unnest(${intArray(cells.map((c) => c.gl))}::int[], ${intArray(cells.map((c) => c.gn))}::int[], ${intArray(cells.map((c) => c.idLo))}::int[], ${intArray(cells.map((c) => c.idHi))}::int[])
),
${reportsSql(reportIds, rule, bounds)},
cand as materialized (
  -- The chunk's properties, read once (one range of properties_grid_idx per cell).
  select p.id, p.lat, p.lon, p.grid_lat, p.grid_lon from chunk
  join properties p on p.grid_lat = chunk.gl and p.grid_lon = chunk.gn and p.id >= chunk.id_lo and p.id < chunk.id_hi
),
pairs as materialized (
  -- The distance once per pair (materialized: the filter and the order below read it), and only
  -- for the pairs inside the report's box: a cell's corner beyond it cannot be within the radius.
  select p.id as property_id, r.id as report_id, r.source, r.source_id, r.event_date as storm_day, r.size_inches, r.lat, r.lon,
         ${sql.raw(haversineSql("r.lat", "r.lon", "p.lat", "p.lon"))} as distance
  from cand p
  join rc r on r.gl = p.grid_lat and r.gn = p.grid_lon
  where abs(p.lat - r.lat) <= ${radius / MILES_PER_DEGREE_LAT}::float8 and abs(p.lon - r.lon) <= r.dlon
), best as (
  select distinct on (property_id, storm_day) * from pairs where distance <= ${radius}::float8
  order by property_id, storm_day, size_inches desc, distance asc, report_id
), b as (
  -- Matched before: one index probe per candidate (storm_hits_property_day_idx). The LIMIT keeps
  -- the planner from turning it into an anti join, which read the whole index once per chunk
  -- (54,000 entries halfway through a 100,000-property storm; decision 135).
  select best.*, floor(distance * 100 + 0.5) / 100 as distance_miles from best
  where (select true from storm_hits s where s.property_id = best.property_id and s.storm_day = best.storm_day limit 1) is null
)
insert into storm_match_new (property_id, storm_day, report_id, source, source_id, size_inches, distance_miles, evidence)
select r.property_id, r.storm_day, r.report_id, r.source, r.source_id, r.size_inches, r.distance_miles,
       jsonb_build_object('stormDay', r.storm_day::text, 'sizeInches', r.size_inches, 'distanceMiles', r.distance_miles,
                          'source', ${NOAA_SOURCE_SQL}, 'sourceId', r.source_id, 'lat', r.lat, 'lon', r.lon)
from b r`);
  // Lead writes take turns (decision 126); storm chunks share theirs (decision 143): they write the
  // leads of different cells, and the list version's row, which every lead write updates before
  // its rollups, still orders their rollup writes. Any other lead write waits for them, and they for it.
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext('lead_rollups')), set_config('aiops.lead_rollups_shared', 'on', true)`);
  // 2. A lead for each hit property without one (platform roofstrike, the property's address),
  //    with the evidence of all its new storm days; priority from its first (earliest) hit.
  await tx.execute(sql`
with f as (select distinct on (property_id) * from storm_match_new order by property_id, storm_day),
a as (select property_id, max(storm_day) as last_day, jsonb_agg(evidence order by storm_day desc) as hits from storm_match_new group by property_id),
ins as (
  insert into leads (platform, source, source_ref, property_address, normalized_address, property_id, owner_name, company_name, zip_code, priority, storm_date, evidence, is_sample)
  select 'roofstrike', 'storm_match', f.source_id, p.address || ', ' || p.city || ', TX ' || p.zip, p.normalized_address, p.id,
         coalesce(nullif(btrim(p.owner_name), ''), nullif(btrim(p.company), ''), ''), nullif(btrim(p.company), ''), p.zip,
         case when f.size_inches >= 2 then 'high' else 'medium' end, (a.last_day::text || 'T12:00:00Z')::timestamptz,
         jsonb_build_object('stormHits', a.hits), p.is_sample
  from f join properties p on p.id = f.property_id join a on a.property_id = f.property_id
  where not exists (select 1 from leads l where l.platform = 'roofstrike' and l.normalized_address = p.normalized_address)
  order by p.id
  on conflict do nothing
  returning id, property_id
)
update storm_match_new n set lead_id = ins.id, created = true from ins where n.property_id = ins.property_id`);
  // 3. The other hit properties' existing leads.
  const existing = await tx.execute(sql`
update storm_match_new n set lead_id = l.id
from properties p, leads l
where n.lead_id is null and p.id = n.property_id and l.platform = 'roofstrike' and l.normalized_address = p.normalized_address`);
  // 4. Existing leads take what they lack, the evidence merged by storm day (a newer report of a day
  //    replaces the older), the latest storm date (server/domain/leads.ts: createOrUpdateLead, mergeEvidence).
  if (affectedRows(existing) > 0) await tx.execute(sql`
with a as (
  select lead_id, property_id, max(storm_day) as last_day, array_agg(storm_day::text) as days, jsonb_agg(evidence) as hits
  from storm_match_new where not created and lead_id is not null group by lead_id, property_id
)
update leads l set
  property_address = case when l.property_address <> '' then l.property_address else p.address || ', ' || p.city || ', TX ' || p.zip end,
  normalized_address = coalesce(l.normalized_address, p.normalized_address),
  property_id = coalesce(l.property_id, p.id),
  owner_name = coalesce(nullif(l.owner_name, ''), nullif(btrim(p.owner_name), ''), nullif(btrim(p.company), ''), ''),
  company_name = coalesce(l.company_name, nullif(btrim(p.company), '')),
  zip_code = coalesce(l.zip_code, p.zip),
  storm_date = greatest(l.storm_date, (a.last_day::text || 'T12:00:00Z')::timestamptz),
  evidence = l.evidence || jsonb_build_object('stormHits', (
    select jsonb_agg(h order by h->>'stormDay' desc) from (
      select e as h from jsonb_array_elements(case when jsonb_typeof(l.evidence->'stormHits') = 'array' then l.evidence->'stormHits' else '[]'::jsonb end) e
      where not ((e->>'stormDay') = any(a.days))
      union all
      select jsonb_array_elements(a.hits)
    ) s)),
  is_sample = l.is_sample and p.is_sample,
  updated_at = now()
from a join properties p on p.id = a.property_id
where l.id = a.lead_id`);
  // 5. The hits, each naming its lead (the unique index stays the last guard).
  await tx.execute(sql`
insert into storm_hits (property_id, storm_day, lead_id, hail_report_id, size_inches, distance_miles, source)
select property_id, storm_day, lead_id, report_id, size_inches, distance_miles, source from storm_match_new order by property_id, storm_day
on conflict (property_id, storm_day) do nothing`);
  // 6. The timeline: per hit, "created" (the lead's first hit) or "updated", then "storm_hit" with the evidence.
  await tx.execute(sql`
insert into lead_events (lead_id, type, detail)
select lead_id, type, detail from (
  select lead_id, property_id, storm_day, 0 as k,
         case when created and storm_day = min(storm_day) over (partition by property_id) then 'created' else 'updated' end as type,
         jsonb_build_object('source', 'storm_match', 'sourceRef', source_id) as detail
  from storm_match_new where lead_id is not null
  union all
  select lead_id, property_id, storm_day, 1, 'storm_hit', evidence from storm_match_new where lead_id is not null
) e
order by property_id, storm_day, k`);
  // 7. One activity entry per lead added (as createOrUpdateLead writes it).
  await tx.execute(sql`
insert into activity_log (type, agent_role, message, code, params, status)
select 'lead_added', 'strikecloser', 'Lead added (storm match): ' || l.property_address, 'ACTIVITY_LEAD_ADDED',
       jsonb_build_object('address', l.property_address, 'owner', coalesce(nullif(l.owner_name, ''), '—')), 'completed'
from leads l where l.id in (select lead_id from storm_match_new where created)
order by l.id`);
  const res = await tx.execute(sql`
select day, count(*)::int as hits, count(*) filter (where first_of_new_lead)::int as created,
       array_agg(property_id order by property_id) as property_ids, array_agg(lead_id order by property_id) as lead_ids
from (select storm_day::text as day, property_id, lead_id, created and storm_day = min(storm_day) over (partition by property_id) as first_of_new_lead from storm_match_new) n
group by day order by day`);
  return (res.rows as { day: string; hits: number; created: number; property_ids: number[] | string; lead_ids: (number | null)[] | string }[]).map((r) => ({
    day: String(r.day),
    hits: Number(r.hits),
    created: Number(r.created),
    propertyIds: parseIntArray(r.property_ids as never),
    leadIds: parseIntArray(r.lead_ids as never),
  }));
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The cells (in order) cut into at most `lanes` runs of whole cells holding about as many properties each. */
export function lanesOf(cells: CellCount[], lanes: number): CellCount[][] {
  const total = cells.reduce((n, c) => n + c.properties, 0);
  const out: CellCount[][] = [];
  let current: CellCount[] = [];
  let held = 0;
  for (const cell of cells) {
    current.push(cell);
    held += cell.properties;
    if (out.length < lanes - 1 && held >= (total * (out.length + 1)) / lanes) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * A chunk's transaction, run again when PostgreSQL chose it to break a deadlock (40P01; two chunks
 * in flight that update each other's leads' rollup rows in opposite orders: not seen, possible).
 */
async function retriedOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || databaseErrorOf(error)?.code !== "40P01") throw error;
    }
  }
}

/**
 * Matches newly imported hail reports against the stored properties (decisions 071, 092): each
 * property with hail of at least `minSizeInches` within `radiusMiles` gets one storm hit per
 * storm day and a storm-hit lead (a new one, or its existing lead updated with the evidence),
 * with a timeline event and activity entries. Candidates come from the grid cells the reports'
 * boxes reach (properties_grid_idx); the work goes in chunks of cells, one short transaction of
 * a few set statements each, yielding between chunks. With `chunkTargetMs` (PGlite, whose one
 * connection every other request waits for) a chunk's size follows the time the last ones took
 * per property, so that a chunk holds the database about that long (decision 140). The unique
 * (property, storm day) index makes it idempotent, safe when two instances match the same
 * import and when a failed run is run again. Afterwards queues `campaign.storm` per storm day
 * with its leads, when that job is defined.
 */
export async function matchStormReports(
  db: Db,
  reportIds: number[],
  rule: StormMatchRule,
  jobs?: JobSender,
  onProgress?: (p: StormMatchProgress) => Promise<void> | void,
): Promise<StormMatchResult> {
  const result: StormMatchResult = { reportsConsidered: reportIds.length, hits: 0, leadsCreated: 0, leadsUpdated: 0, stormDays: [] };
  if (reportIds.length === 0) return result;
  const maxProperties = rule.chunkProperties ?? CHUNK_PROPERTIES;
  const targetMs = rule.chunkTargetMs ?? 0;
  // A run again of an import that failed part way: its earlier hits are read back at the end.
  const resumed = ((await db.execute(sql`select exists (select 1 from storm_hits where hail_report_id = any(${intArray(reportIds)}::int[])) as e`)).rows[0] as { e: boolean }).e;
  const cells = await cellsToCheck(db, reportIds, rule);
  const progress: StormMatchProgress = { propertiesToCheck: cells.reduce((n, c) => n + c.properties, 0), propertiesChecked: 0, hits: 0, leadsCreated: 0, leadsUpdated: 0 };
  await onProgress?.({ ...progress });
  const hitsByDay = new Map<string, number>();
  const leadsByDay = new Map<string, { propertyIds: number[]; leadIds: number[] }>();
  // Milliseconds per property of the chunks so far (a moving average), when a target is set.
  let msPerProperty = 0;
  const budget = () => {
    if (targetMs <= 0) return maxProperties;
    if (msPerProperty === 0) return Math.min(maxProperties, FIRST_TIMED_CHUNK);
    return Math.max(MIN_CHUNK_PROPERTIES, Math.min(maxProperties, Math.floor(targetMs / msPerProperty)));
  };
  // Chunks in flight at once (decision 143): the cells cut into that many lanes of whole cells (so
  // that no two lanes wait on one cell's lock), each lane's chunks one after another, each chunk in
  // its own transaction; the progress reported as the chunks end, one report at a time.
  let failure: { error: unknown } | null = null;
  let reported: Promise<void> = Promise.resolve();
  const runChunk = async (chunk: Cell[]) => {
    const started = performance.now();
    const days = await retriedOnDeadlock(() => db.transaction((tx) => matchChunk(tx, reportIds, rule, chunk)));
    const size = chunk.reduce((n, c) => n + c.properties, 0);
    const perProperty = (performance.now() - started) / Math.max(1, size);
    msPerProperty = msPerProperty > 0 ? (msPerProperty + perProperty) / 2 : perProperty;
    for (const d of days) {
      hitsByDay.set(d.day, (hitsByDay.get(d.day) ?? 0) + d.hits);
      const day = leadsByDay.get(d.day) ?? { propertyIds: [], leadIds: [] };
      for (let i = 0; i < d.leadIds.length; i++) {
        day.propertyIds.push(d.propertyIds[i]!);
        day.leadIds.push(d.leadIds[i]!);
      }
      leadsByDay.set(d.day, day);
      progress.hits += d.hits;
      progress.leadsCreated += d.created;
      progress.leadsUpdated += d.hits - d.created;
    }
    progress.propertiesChecked += size;
    const snapshot = { ...progress };
    reported = reported.then(() => onProgress?.(snapshot));
    await reported;
  };
  const runLane = async (laneCells: CellCount[]) => {
    try {
      for await (const chunk of chunksOf(db, laneCells, budget, Math.max(CHUNK_PAIRS, maxProperties * 50))) {
        if (failure) return;
        await runChunk(chunk);
        await yieldToOthers();
      }
    } catch (error) {
      failure ??= { error };
    }
  };
  await Promise.all(lanesOf(cells, Math.max(1, Math.floor(rule.parallelChunks ?? 1))).map(runLane));
  if (failure) throw (failure as { error: unknown }).error;
  Object.assign(result, { hits: progress.hits, leadsCreated: progress.leadsCreated, leadsUpdated: progress.leadsUpdated });
  if (hitsByDay.size === 0) return result;
  const days = [...hitsByDay.keys()].sort();
  // The leads per storm day, in property order: this run's hits as its chunks answered them, or,
  // for a run again, every hit these reports made (this run's and the failed run's).
  const idsByDay = resumed ? await hitLeadsByDay(db, reportIds) : new Map([...leadsByDay].map(([day, d]) => [day, inPropertyOrder(d)]));
  await db.transaction(async (tx) => {
    for (const day of days) {
      const n = hitsByDay.get(day)!;
      await recordActivity(tx, { type: "storm_match", agentRole: "strikecloser", message: `Storm ${day}: ${n} propert${n === 1 ? "y" : "ies"} hit by hail ≥ ${rule.minSizeInches} in within ${rule.radiusMiles} mi`, code: "ACTIVITY_STORM_MATCH", params: { day, count: n, size: rule.minSizeInches, radius: rule.radiusMiles } });
    }
  });
  result.stormDays = days.map((stormDay) => ({ stormDay, leadIds: idsByDay.get(stormDay) ?? [] }));
  if (jobs?.has(STORM_CAMPAIGN_JOB)) for (const d of result.stormDays) await jobs.send(STORM_CAMPAIGN_JOB, { stormDay: d.stormDay, leadIdRanges: idRanges(d.leadIds) });
  return result;
}

/** A chunk's size with a time target: the first, and the smallest it is made. */
const FIRST_TIMED_CHUNK = 100;
const MIN_CHUNK_PROPERTIES = 50;

/** Lead ids in their properties' order, each once. */
function inPropertyOrder(d: { propertyIds: number[]; leadIds: number[] }): number[] {
  const order = d.propertyIds.map((_, i) => i).sort((a, b) => d.propertyIds[a]! - d.propertyIds[b]!);
  return [...new Set(order.map((i) => d.leadIds[i]!).filter((id) => Number.isFinite(id) && id > 0))];
}

/** Every hit lead of the reports per storm day, in property order (one statement: only for a run again). */
async function hitLeadsByDay(db: Db, reportIds: readonly number[]): Promise<Map<string, number[]>> {
  const rows = (
    await db.execute(sql`
select storm_day::text as day, array_agg(lead_id order by property_id) as ids
from storm_hits where hail_report_id = any(${intArray(reportIds)}::int[]) and lead_id is not null
group by storm_day`)
  ).rows as { day: string; ids: number[] | string }[];
  return new Map(rows.map((r) => [String(r.day), parseIntArray(r.ids)]));
}

/** Rows a statement changed, as pg (rowCount) and PGlite (affectedRows) report it; unknown counts as some. */
function affectedRows(res: unknown): number {
  const r = res as { rowCount?: number | null; affectedRows?: number };
  return r.affectedRows ?? r.rowCount ?? 1;
}

/** An int[] as the driver returns it: an array (pg, PGlite) or its text form. */
function parseIntArray(v: number[] | string | null): number[] {
  if (v == null) return [];
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
}
