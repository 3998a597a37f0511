import { readFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { spawnSync } from "node:child_process";
import { gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { importHailFile } from "../../domain/hail/import-hail-reports";
import { rebuildZipRisk } from "../../domain/hail/zip-risk";
import { spcReportDay } from "../../integrations/spc/client";
import { pollSpcToday } from "./poll-spc-today";
import { runCheck } from "../../integrations/checks";
import { hailRiskResponseSchema } from "../../../contract/hail-risk";

/** No property is stored in this suite, so storm matching finds nothing (server/domain/storm-matching.test.ts covers it). */
const MATCHING = { rule: { radiusMiles: 3, minSizeInches: 1 } };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const dataDir = path.join(repoRoot, "server", "domain", "hail", "data");
const SPC_FILE = path.join(dataDir, "spc_hail_TX_2022-2024.csv.gz");
const NCEI_FILE = path.join(dataDir, "stormevents_details_hail_TX_1955-1995.csv.gz");
const GAZETTEER = path.join(dataDir, "census_zcta_gazetteer_TX.csv.gz");
const read = (file: string) => gunzipSync(readFileSync(file)).toString("latin1");

// ---- The test's own reading of the shipped files (independent of the product's parser and precompute). ----
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
  const lines = read(file).split(/\r?\n/).filter((l) => l.trim() !== "");
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
  return [...spc, ...ncei].filter((r) => r.size > 0);
}
function miles(lat1: number, lon1: number, lat2: number, lon2: number) {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(toRad(lat2 - lat1) / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
/** Hail days (distinct dates) of hail ≥ 1 in within 25 miles, and the most recent such day within 10 miles. */
function expected(reports: Report[], c: { lat: number; lon: number }) {
  const near = reports.filter((r) => r.size >= 1 && miles(c.lat, c.lon, r.lat, r.lon) <= 25);
  const close = near.filter((r) => miles(c.lat, c.lon, r.lat, r.lon) <= 10);
  const recent = close.map((r) => r.date).sort().at(-1) ?? null;
  const thatDay = close.filter((r) => r.date === recent);
  return {
    hailDays: new Set(near.map((r) => r.date)).size,
    largest: near.length ? Math.max(...near.map((r) => r.size)) : null,
    recent: recent && {
      date: recent,
      sizeInches: Math.max(...thatDay.map((r) => r.size)),
      reports: thatDay.length,
      distanceMiles: Math.round(Math.min(...thatDay.map((r) => miles(c.lat, c.lon, r.lat, r.lon))) * 10) / 10,
    },
  };
}
const gazetteer = () => new Map(readTable(GAZETTEER).map((r) => [r.GEOID, { lat: +r.INTPTLAT, lon: +r.INTPTLONG }]));

// The seeded test database holds the shipped files, imported at "first start" (server/domain/hail/shipped.ts).
const t = useTestApp();
const risk = (zip: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/hail-risk?zip=${zip}`, headers });

describe("hail risk from the shipped NOAA files (first start imported them)", () => {
  it("answers 77002 with its tier, percentile, hail days per year and the most recent storm, anonymously", async () => {
    const res = await risk("77002");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ zip: "77002", place: "Houston, TX", status: "rated", risk: { radiusMiles: 25, minSizeInches: 1, zipsInCoverage: 1935, yearsFrom: 1955, yearsTo: 2024 } });
    expect(body.highRisk).toBe(body.risk.tier === "high");
    expect(body.message).toMatch(/hail risk: hail of 1\.00 in or larger fell within 25 miles of Houston, TX \(77002\) on \d+ days in the \d+ years of NOAA reports on file/);
    expect(body.message).toContain(`more than in ${body.risk.percentile}% of the 1935 Texas ZIP areas`);
    expect(body.recentStorm).toMatchObject({ radiusMiles: 10, claimWindowMonths: 24, source: "NOAA SPC" });
  });

  it("sends the prepared answer as the contract's JSON, the same on every call", async () => {
    const first = await risk("76102");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(hailRiskResponseSchema.strict().parse(first.json())).toEqual(first.json());
    expect((await risk("76102")).body).toBe(first.body);
    // Five digits that are no ZIP: an answer, not a failed request (decision 115).
    const unknown = await risk("00000");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: "unknown-zip", risk: null });
  });

  it("sends a browser the same answer gzipped, compressed once (decision 130)", async () => {
    const plain = await risk("77002");
    const zipped = await t.app.inject({ url: "/api/hail-risk?zip=77002", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(zipped.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const refused = await t.app.inject({ url: "/api/hail-risk?zip=77002", headers: { "accept-encoding": "gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("counts the years on file that hold reports, not the span (the files have a 1993–2021 gap)", async () => {
    const years = new Set(fileReports().map((r) => r.date.slice(0, 4)));
    expect((await risk("77002")).json().risk.yearsCounted).toBe(years.size);
  });

  it("gives hail days by year for every year on file, as the raw files count them", async () => {
    const reports = fileReports();
    const gaz = gazetteer();
    const yearsOnFile = [...new Set(reports.map((r) => Number(r.date.slice(0, 4))))].sort((a, b) => a - b);
    for (const zip of ["77002", "76102"]) {
      const c = gaz.get(zip)!;
      const days = new Set(reports.filter((r) => r.size >= 1 && miles(c.lat, c.lon, r.lat, r.lon) <= 25).map((r) => r.date));
      const want = yearsOnFile.map((year) => ({ year, days: [...days].filter((d) => d.startsWith(String(year))).length }));
      const body = (await risk(zip)).json();
      expect(body.risk.hailDaysByYear, zip).toEqual(want);
      expect(body.risk.hailDaysByYear.reduce((n: number, y: { days: number }) => n + y.days, 0), zip).toBe(body.risk.hailDays);
    }
  });

  it("counts hail days as an independent haversine over the raw files does", async () => {
    const reports = fileReports();
    const gaz = gazetteer();
    const years = new Set(reports.map((r) => r.date.slice(0, 4))).size;
    for (const zip of ["77002", "77494", "76102", "75201", "78701", "79401"]) {
      const body = (await risk(zip)).json();
      const want = expected(reports, gaz.get(zip)!);
      expect({ zip, hailDays: body.risk.hailDays, largest: body.risk.largestHailInches }).toEqual({ zip, hailDays: want.hailDays, largest: want.largest });
      expect(body.risk.hailDaysPerYear, zip).toBeCloseTo(want.hailDays / years, 2);
      expect(body.risk.centroid, zip).toEqual(gaz.get(zip));
      if (want.recent) expect(body.recentStorm, zip).toMatchObject(want.recent);
      else expect(body.recentStorm, zip).toBeNull();
    }
  });

  it("every ZIP's precomputed figures equal a brute-force haversine over every stored report (the grid skips nothing)", async () => {
    const stored = (await t.database.execute<{ date: string; lat: number; lon: number; size: number }>("select event_date::text as date, lat, lon, size_inches as size from hail_reports"))
      .map((r) => ({ date: r.date, lat: Number(r.lat), lon: Number(r.lon), size: Number(r.size) }));
    const rows = await t.database.execute<{ zip: string; lat: number; lon: number; hail_days: number; largest: number | null; recent_date: string | null; recent_size: number | null; recent_reports: number | null; recent_distance: number | null; by_year: string }>(
      "select zip, lat, lon, hail_days, largest_hail_inches as largest, recent_date::text, recent_size_inches as recent_size, recent_reports, recent_distance_miles as recent_distance, hail_days_by_year as by_year from hail_zip_risk order by zip");
    expect(rows).toHaveLength(1935);
    const big = stored.filter((r) => r.size >= 1);
    for (const z of rows) {
      const want = expected(big, { lat: Number(z.lat), lon: Number(z.lon) });
      const got = {
        hailDays: z.hail_days, largest: z.largest,
        recent: z.recent_date && { date: z.recent_date, sizeInches: z.recent_size, reports: z.recent_reports, distanceMiles: z.recent_distance },
      };
      expect(got, z.zip).toEqual(want);
      expect((JSON.parse(z.by_year) as { days: number }[]).reduce((n, y) => n + y.days, 0), z.zip).toBe(z.hail_days);
    }
  });

  it("discriminates: fewer than half of the Texas ZIP areas are in the top tier", async () => {
    const rows = await t.database.execute<{ tier: string; n: number }>("select tier, count(*)::int as n from hail_zip_risk group by tier");
    const total = rows.reduce((s, r) => s + r.n, 0);
    const high = rows.find((r) => r.tier === "high")?.n ?? 0;
    expect(total).toBe(1935);
    expect(high).toBeGreaterThan(0);
    expect(high).toBeLessThan(total / 2);
  });

  it("two rebuilds at once leave one whole set of answers and nothing staged (decision 144)", async () => {
    const answers = () => t.database.execute<{ zip: string; hail_days: number; percentile: number; tier: string }>("select zip, hail_days, percentile, tier from hail_zip_risk order by zip");
    const before = await answers();
    expect(before).toHaveLength(1935);
    await Promise.all([rebuildZipRisk(t.db), rebuildZipRisk(t.db)]);
    expect(await answers()).toEqual(before);
    expect(await t.database.execute<{ n: number }>("select count(*)::int as n from hail_zip_risk_next")).toEqual([{ n: 0 }]);
  });

  it("ranks Dallas–Fort Worth (76102, 75201) above central Houston (77002)", async () => {
    const [fw, dallas, houston] = await Promise.all(["76102", "75201", "77002"].map(async (z) => (await risk(z)).json().risk));
    expect(fw.percentile).toBeGreaterThan(houston.percentile);
    expect(dallas.percentile).toBeGreaterThan(houston.percentile);
    expect(fw.hailDaysPerYear).toBeGreaterThan(houston.hailDaysPerYear);
  });

  it("says a real ZIP outside Texas has no storm data yet, never 'lower risk'", async () => {
    const res = await risk("10001");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zip: "10001", place: "New York, NY", status: "no-data", highRisk: false, risk: null, recentStorm: null });
    expect(res.json().message).toMatch(/^We have no storm data for New York, NY \(10001\) yet/);
    expect(res.json().message).not.toMatch(/lower|low risk/i);
  });

  it("refuses a malformed ZIP and explains an unknown one, each with its own message", async () => {
    for (const zip of ["7700", "770022", "77a02", ""]) {
      const res = await risk(zip);
      expect(res.statusCode, zip).toBe(400);
      expect(res.json().message, zip).toMatch(/Please enter a valid 5-digit ZIP code/);
    }
    // Five digits that are no ZIP code: an answer (200, "unknown-zip"), not a failed request (decision 115).
    const unknown = await risk("00000");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ zip: "00000", status: "unknown-zip", highRisk: false, risk: null, recentStorm: null });
    expect(unknown.json().message).toBe("ZIP code 00000 was not found. Check the number and try again.");
  });

  it("answers a covered ZIP with no qualifying hail in its own words", async () => {
    const [row] = await t.database.execute<{ zip: string }>("select zip from hail_zip_risk where hail_days = 0 order by zip limit 1");
    if (!row) return; // every covered ZIP had hail nearby
    const body = (await risk(row.zip)).json();
    expect(body).toMatchObject({ status: "no-reports", highRisk: false, risk: { tier: "low", hailDays: 0 } });
    expect(body.message).toMatch(/^No hail of 1\.00 in or larger was reported within 25 miles/);
  });

  it("counts the NOAA data source as working from the shipped files alone (not 'Not configured')", async () => {
    const outcome = await runCheck({ db: t.db, config: t.app.config }, "noaa_hail");
    expect(outcome.state).toBe("connected");
    const [{ n: reports }] = await t.database.execute<{ n: number }>("select count(*)::int as n from hail_reports");
    expect(outcome.message).toMatch(new RegExp(`^${reports} NOAA reports from the \\d+ file\\(s\\) shipped with the app; no newer file imported yet`));
  });
});

describe("importing again", () => {
  it("re-importing the shipped files (upload and CLI) changes nothing", async () => {
    const zips = ["77002", "76102", "78701"];
    const before = await Promise.all(zips.map(async (z) => (await risk(z)).json()));
    const spc = await t.app.inject({
      method: "POST", url: "/api/hail-reports/import?fileName=again.csv",
      headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: gunzipSync(readFileSync(SPC_FILE)),
    });
    // answered at once (202): the reports are stored, storm matching is the job's (decision 092)
    expect(spc.statusCode).toBe(202);
    expect(spc.json()).toEqual({ fileName: "again.csv", format: "spc", rowsRead: 4181, imported: 0, skipped: { "already imported": 4181 }, importId: expect.any(Number), status: "matching" });
    const followed = await t.app.inject({ url: `/api/hail-reports/imports/${spc.json().importId}`, headers: { cookie: t.cookie } });
    expect(followed.json()).toMatchObject({ importId: spc.json().importId, origin: "upload", status: "matching", imported: 0, error: null, finishedAt: null });
    const ncei = await importHailFile(t.database.db, { fileName: "again", text: read(NCEI_FILE), origin: "cli" });
    // 4,229 rows (1993–1995) carry no coordinates; 24 carry a magnitude of .00.
    expect(ncei).toEqual({ fileName: "again", format: "ncei", rowsRead: 15040, imported: 0, skipped: { "no coordinates": 4229, "no hail size": 24, "already imported": 10787 } });
    const after = await Promise.all(zips.map(async (z) => (await risk(z)).json()));
    expect(after).toEqual(before);
  });

  it("shows admins what is on file", async () => {
    const res = await t.app.inject({ url: "/api/hail-reports/status", headers: { cookie: t.cookie } });
    expect(res.json()).toMatchObject({ realReports: 4181 + 10787, zipsInCoverage: 1935, yearsCovered: { from: 1955, to: 2024 } });
    expect(res.json().lastImports[0]).toMatchObject({ fileName: "again", origin: "cli" });
    expect(res.json().lastImports.some((i: { origin: string }) => i.origin === "shipped")).toBe(true);
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
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ fileName: "spc30.csv", format: "spc", rowsRead: 2, imported: 1, skipped: { "no coordinates": 1 }, importId: expect.any(Number), status: "matching" });
  });

  it("refuses an unknown layout, an empty body and callers who are not admins", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/hail-reports/import", headers: { cookie: t.cookie, "content-type": "text/csv" }, payload: "a,b\n1,2\n" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Unrecognised file/);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/hail-reports/import", headers: { "content-type": "text/csv" }, payload: "x" });
    expect(anonymous.statusCode).toBe(403);
    const missing = await t.app.inject({ url: "/api/hail-reports/imports/999999", headers: { cookie: t.cookie } });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/hail-reports/imports/x", headers: { cookie: t.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/hail-reports/imports/1" })).statusCode).toBe(403);
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

describe("the SPC current-day poll (poll-spc-today.test.ts covers the poller)", () => {
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

  const poll = (now?: Date) => pollSpcToday({ db: t.database.db, config: { ...t.app.config, spc: { ...t.app.config.spc, todayHailUrl: url, timeoutMs: 2000 } } }, MATCHING, now);
  it("fetches the current-day file over HTTP and imports it once, dated SPC's report day (12Z to 12Z)", async () => {
    const now = new Date("2026-05-10T23:30:00-05:00");
    const first = await poll(now);
    expect(first.import).toMatchObject({ format: "spc-today", rowsRead: 2, imported: 2 });
    expect(spcReportDay(now)).toBe("2026-05-10");
    // 06:30 Texas time the next morning is still SPC's day of 2026-05-10: the same lines are not new.
    body = body + "\n";
    const again = await poll(new Date("2026-05-11T06:30:00-05:00"));
    expect(again.import).toMatchObject({ imported: 0, skipped: { "already imported": 2 } });
    const [row] = await t.database.execute<{ size: number; d: string }>("select size_inches as size, event_date::text as d from hail_reports where source = 'spc-today' order by size_inches desc limit 1");
    expect(row).toEqual({ size: 1.75, d: "2026-05-10" });
    // The new storm is the one that matters for a claim near Katy (the answers were rebuilt at import).
    const katy = (await risk("77494")).json();
    expect(katy.recentStorm).toMatchObject({ date: "2026-05-10", sizeInches: 1.75, source: "NOAA SPC (current-day reports)", withinClaimWindow: new Date() < new Date("2028-05-10") });
    if (katy.recentStorm.withinClaimWindow) expect(katy.message).toMatch(/Texas policies commonly allow one to two years from the storm/);
    body = "";
  });

  it("reports a failing source with what went wrong", async () => {
    status = 503;
    expect(await poll()).toMatchObject({ outcome: "failed", error: expect.stringMatching(/answered 503/) });
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
