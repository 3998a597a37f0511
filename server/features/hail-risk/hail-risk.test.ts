import { existsSync, readFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { getHailRisk, windowStart } from "./get-hail-risk";

/** No property is stored in this suite, so storm matching finds nothing (server/db/storm-matching.test.ts covers it). */
const MATCHING = { rule: { radiusMiles: 3, minSizeInches: 1 } };
const NO_MATCH = { hits: 0, leadsCreated: 0, leadsUpdated: 0, stormDays: [] };
import { importHailFile } from "./import-hail-reports";
import { calendarDate } from "../../lib/dates";
import { fetchSpcDaily } from "./fetch-spc-daily";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const sharedDir = process.env.SHARED_DIR ?? path.resolve(repoRoot, "..", "shared");
const hailDir = path.join(sharedDir, "data", "hail");
const SPC_FILE = path.join(hailDir, "spc_hail_TX_2022-2024.csv");
const NCEI_FILE = path.join(hailDir, "stormevents_details_hail_TX_1955-1995.csv");
const GAZETTEER = path.join(hailDir, "census_zcta_gazetteer_TX.csv");
const ZIPS = ["77002", "77494", "76102", "78701"];

// ---- The test's own reading of the files (independent of the product's parser). ----
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { out.push(cur); cur = ""; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}
function readTable(file: string) {
  const lines = readFileSync(file, "latin1").split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = splitCsvLine(lines[0]);
  return lines.slice(1).map((l) => {
    const cells = splitCsvLine(l);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""]));
  });
}
interface Report { date: string; lat: number; lon: number; size: number }
function fileReports(): Report[] {
  const spc = readTable(SPC_FILE).map((r) => ({ date: r.date, lat: +r.slat, lon: +r.slon, size: +r.mag }));
  const ncei = readTable(NCEI_FILE)
    .filter((r) => r.EVENT_TYPE === "Hail" && r.BEGIN_LAT.trim() !== "" && r.BEGIN_LON.trim() !== "")
    .map((r) => ({
      date: `${r.BEGIN_YEARMONTH.slice(0, 4)}-${r.BEGIN_YEARMONTH.slice(4, 6)}-${r.BEGIN_DAY.padStart(2, "0")}`,
      lat: +r.BEGIN_LAT, lon: +r.BEGIN_LON, size: +r.MAGNITUDE,
    }));
  return [...spc, ...ncei];
}
function miles(lat1: number, lon1: number, lat2: number, lon2: number) {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(toRad(lat2 - lat1) / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
function expected(reports: Report[], c: { lat: number; lon: number }, rule: { radius: number; minSize: number; since: string }) {
  const hits = reports.filter((r) => r.size >= rule.minSize && r.date >= rule.since && miles(c.lat, c.lon, r.lat, r.lon) <= rule.radius);
  return {
    count: hits.length,
    largest: hits.length ? Math.max(...hits.map((h) => h.size)) : null,
    mostRecent: hits.length ? hits.map((h) => h.date).sort().at(-1)! : null,
  };
}

beforeAll(() => {
  if (!existsSync(SPC_FILE)) throw new Error(`The shared hail data is missing: ${hailDir} (set SHARED_DIR)`);
});
// Count everything the files hold: 100 years.
const t = useTestApp({ HAIL_RISK_YEARS: "100" });

const risk = (zip: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/hail-risk?zip=${zip}`, headers });

describe("hail risk before any import: the sample set", () => {
  it("answers anonymously from the generated sample set and says so", async () => {
    const high = await risk("76102");
    expect(high.statusCode).toBe(200);
    expect(high.json()).toMatchObject({ zip: "76102", place: "Fort Worth, TX", highRisk: true, isSample: true });
    expect(high.json().message).toMatch(/^High hail risk: .*Sample data: no NOAA storm reports have been imported yet/);
    const low = (await risk("77002")).json();
    expect(low).toMatchObject({ highRisk: false, isSample: true });
    expect(low.message).toMatch(/^Lower hail risk: /);
  });

  it("refuses a malformed ZIP and explains an unknown one", async () => {
    for (const zip of ["7700", "770022", "77a02", ""]) {
      const res = await risk(zip);
      expect(res.statusCode, zip).toBe(400);
      expect(res.json().message, zip).toMatch(/Please enter a valid 5-digit ZIP code/);
    }
    const unknown = await risk("00000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("ZIP code 00000 was not found. Check the number and try again.");
  });
});

describe("importing the shared NOAA files", () => {
  it("the admin upload imports the SPC file and reports what it took", async () => {
    const res = await t.app.inject({
      method: "POST", url: "/api/hail-reports/import?fileName=spc_hail_TX_2022-2024.csv",
      headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: readFileSync(SPC_FILE),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ fileName: "spc_hail_TX_2022-2024.csv", format: "spc", rowsRead: 4181, imported: 4181, skipped: {}, stormMatch: NO_MATCH });
  });

  it("the CLI's import takes NCEI hail rows with coordinates and says why it skipped the rest", async () => {
    const result = await importHailFile(t.database.db, { fileName: "ncei.csv", text: readFileSync(NCEI_FILE, "latin1"), origin: "cli" }, MATCHING);
    // 4,229 rows (1993–1995) carry no coordinates; 24 carry a magnitude of .00.
    expect(result).toEqual({ fileName: "ncei.csv", format: "ncei", rowsRead: 15040, imported: 10787, skipped: { "no coordinates": 4229, "no hail size": 24 }, stormMatch: NO_MATCH });
  });

  it("answers every ZIP with the counts computed from the files (all years)", async () => {
    const reports = fileReports();
    for (const zip of ZIPS) {
      const body = (await risk(zip)).json();
      const e = body.evidence;
      const want = expected(reports, e.centroid, { radius: 10, minSize: 1.0, since: e.since });
      expect({ zip, count: e.reportCount, largest: e.largestHailInches, mostRecent: e.mostRecentDate }).toEqual({
        zip, count: want.count, largest: want.largest, mostRecent: want.mostRecent,
      });
      expect(body.isSample).toBe(false);
      expect(e.yearsCovered).toEqual({ from: 1955, to: 2024 });
      expect(body.highRisk).toBe(want.count >= 3);
      expect(body.message).not.toMatch(/Sample data/);
      expect(body.message).toMatch(/cover 1955–2024/);
    }
  });

  it("applies the default rule (10 years) the same way", async () => {
    const reports = fileReports();
    const now = new Date();
    const rule = { radiusMiles: 10, minSizeInches: 1.0, years: 10, minReports: 3, importMaxBytes: 1 };
    for (const zip of ZIPS) {
      const body = await getHailRisk(t.database, rule, zip, now);
      const want = expected(reports, body.evidence.centroid, { radius: 10, minSize: 1.0, since: windowStart(now, 10) });
      expect([zip, body.evidence.reportCount, body.evidence.largestHailInches]).toEqual([zip, want.count, want.largest]);
    }
  });

  it("uses ZIP centroids within two miles of the Census ZCTA points in the shared gazetteer", async () => {
    const gaz = new Map(readTable(GAZETTEER).map((r) => [r.GEOID, { lat: +r.INTPTLAT, lon: +r.INTPTLONG }]));
    for (const zip of ZIPS) {
      const c = (await risk(zip)).json().evidence.centroid;
      const census = gaz.get(zip)!;
      expect(miles(c.lat, c.lon, census.lat, census.lon), zip).toBeLessThan(2);
    }
  });

  it("re-importing both files changes nothing", async () => {
    const before = await Promise.all(ZIPS.map(async (z) => (await risk(z)).json()));
    const [{ n: countBefore }] = await t.database.execute<{ n: number }>("select count(*)::int as n from hail_reports");
    const spc = await t.app.inject({
      method: "POST", url: "/api/hail-reports/import?fileName=again.csv",
      headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: readFileSync(SPC_FILE),
    });
    expect(spc.json()).toMatchObject({ imported: 0, skipped: { "already imported": 4181 } });
    const ncei = await importHailFile(t.database.db, { fileName: "again", text: readFileSync(NCEI_FILE, "latin1"), origin: "cli" }, MATCHING);
    expect(ncei).toMatchObject({ imported: 0, skipped: { "no coordinates": 4229, "no hail size": 24, "already imported": 10787 } });
    const [{ n: countAfter }] = await t.database.execute<{ n: number }>("select count(*)::int as n from hail_reports");
    expect(countAfter).toBe(countBefore);
    const after = await Promise.all(ZIPS.map(async (z) => (await risk(z)).json()));
    expect(after).toEqual(before);
  });

  it("shows admins what is on file", async () => {
    const res = await t.app.inject({ url: "/api/hail-reports/status", headers: { cookie: t.cookie } });
    expect(res.json()).toMatchObject({ realReports: 4181 + 10787, yearsCovered: { from: 1955, to: 2024 } });
    expect(res.json().lastImports[0]).toMatchObject({ fileName: "again", origin: "cli" });
  });
});

describe("file layouts and refusals", () => {
  it("reads the newer 30-column SPC layout by header name (text om, edat and etime)", async () => {
    const text = [
      "om,yr,mo,dy,date,time,tz,st,stf,stn,mag,inj,fat,loss,closs,slat,slon,elat,elon,len,wid,ns,sn,sg,f1,f2,f3,f4,edat,etime",
      "TX-2025-0001,2025,04,02,2025-04-02,15:10:00,3,TX,48,0,1.75,0,0,0,0,32.7589,-97.3280,32.7589,-97.3280,0,0,0,0,0,439,0,0,0,2025-04-02,15:12:00",
      "TX-2025-0002,2025,04,02,2025-04-02,15:20:00,3,TX,48,0,1.00,0,0,0,0,0,0,0,0,0,0,0,0,0,439,0,0,0,2025-04-02,15:22:00",
    ].join("\n");
    const res = await t.app.inject({ method: "POST", url: "/api/hail-reports/import?fileName=spc30.csv", headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: text });
    expect(res.json()).toEqual({ fileName: "spc30.csv", format: "spc", rowsRead: 2, imported: 1, skipped: { "no coordinates": 1 } });
  });

  it("refuses an unknown layout, an empty body and callers who are not admins", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/hail-reports/import", headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: "a,b\n1,2\n" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Unrecognised file/);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/hail-reports/import", headers: { "content-type": "text/csv" }, payload: "x" });
    expect(anonymous.statusCode).toBe(403);
  });

  it("the CLI refuses clearly while another process holds the embedded database", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "hail-cli-"));
    writeFileSync(path.join(dir, "aiops.lock"), String(process.pid));
    const run = spawnSync(process.execPath, [path.join(repoRoot, "node_modules", "tsx", "dist", "cli.mjs"), "server/cli/hail-import.ts", SPC_FILE], {
      cwd: repoRoot, env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir }, encoding: "utf8",
    });
    expect(run.status).toBe(3);
    expect(run.stderr).toMatch(/is in use by process .*upload the same file in the app/s);
  });
});

describe("the daily SPC fetch", () => {
  let fake: Server;
  let url: string;
  let body = "Time,Size,Location,County,State,Lat,Lon,Comments\n1530,175,2 N Katy,Harris,TX,29.82,-95.83,(HGX)\n1545,100,Fort Worth,Tarrant,TX,32.75,-97.33,quarter hail (FWD)\n";
  let status = 200;
  beforeAll(async () => {
    fake = createServer((_req, res) => { res.writeHead(status, { "content-type": "text/csv" }); res.end(status === 200 ? body : "down"); });
    await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
    url = `http://127.0.0.1:${(fake.address() as { port: number }).port}/today_filtered_hail.csv`;
  });
  afterAll(() => new Promise<void>((r) => fake.close(() => r())));

  it("fetches the current-day file over HTTP and imports it once", async () => {
    const now = new Date("2026-05-10T23:30:00-05:00");
    const first = await fetchSpcDaily(t.database.db, { todayHailUrl: url, timeoutMs: 2000 }, "America/Chicago", MATCHING, now);
    expect(first).toMatchObject({ format: "spc-today", rowsRead: 2, imported: 2 });
    expect(calendarDate("America/Chicago", now)).toBe("2026-05-10");
    const again = await fetchSpcDaily(t.database.db, { todayHailUrl: url, timeoutMs: 2000 }, "America/Chicago", MATCHING, now);
    expect(again).toMatchObject({ imported: 0, skipped: { "already imported": 2 } });
    const [row] = await t.database.execute<{ size: number; d: string }>("select size_inches as size, event_date::text as d from hail_reports where source = 'spc-today' order by size_inches desc limit 1");
    expect(row).toEqual({ size: 1.75, d: "2026-05-10" });
    body = "";
  });

  it("reports a failing source with what went wrong", async () => {
    status = 503;
    await expect(fetchSpcDaily(t.database.db, { todayHailUrl: url, timeoutMs: 2000 }, "America/Chicago", MATCHING)).rejects.toThrow(/answered 503/);
  });
});

describe("rate limit", () => {
  it("limits anonymous hail-risk lookups per client", async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ url: "/api/hail-risk?zip=77002" })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
