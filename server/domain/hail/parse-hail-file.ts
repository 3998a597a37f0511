import { parse } from "csv-parse/sync";

/**
 * Reads NOAA hail files by header name (decision 040):
 * - SPC severe-weather database hail files, the 28-column layout (`om` numeric)
 *   and the 30-column one (`om` a text id, `edat,etime` added);
 * - NCEI Storm Events "details" files: only EVENT_TYPE Hail rows with coordinates;
 * - SPC's current-day report files (`Time,Size,Location,County,State,Lat,Lon,Comments`,
 *   size in hundredths of an inch), which carry no date: the caller gives it.
 */
export type HailFileFormat = "spc" | "ncei" | "spc-today";

export interface ParsedHailReport {
  source: "spc" | "ncei" | "spc-today";
  sourceId: string;
  eventDate: string;
  lat: number;
  lon: number;
  sizeInches: number;
}

export interface ParsedHailFile {
  format: HailFileFormat;
  rowsRead: number;
  reports: ParsedHailReport[];
  /** Rows not taken, by reason. */
  skipped: Record<string, number>;
}

export class HailFileFormatError extends Error {}

const lower = (s: string) => s.trim().toLowerCase();

export function detectFormat(headers: string[]): HailFileFormat | null {
  const h = new Set(headers.map(lower));
  if (["om", "date", "mag", "slat", "slon"].every((c) => h.has(c))) return "spc";
  if (["event_id", "event_type", "begin_yearmonth", "begin_day", "magnitude", "begin_lat", "begin_lon"].every((c) => h.has(c))) return "ncei";
  if (["time", "size", "lat", "lon"].every((c) => h.has(c))) return "spc-today";
  return null;
}

const num = (v: string | undefined) => {
  if (v === undefined) return NaN;
  const t = v.trim();
  return t === "" ? NaN : Number(t);
};
const validCoords = (lat: number, lon: number) =>
  Number.isFinite(lat) && Number.isFinite(lon) && lat !== 0 && lon !== 0 && Math.abs(lat) <= 90 && Math.abs(lon) <= 180;
const isoDate = (y: number, m: number, d: number) => {
  if (![y, m, d].every(Number.isInteger) || y < 1900 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const s = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const dt = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(dt.getTime()) || dt.toISOString().slice(0, 10) !== s ? null : s;
};

/** Parses one file's text. `date` (YYYY-MM-DD) is required for SPC current-day files. */
export function parseHailFile(text: string, options: { date?: string } = {}): ParsedHailFile {
  const records = parse(text, {
    columns: (header: string[]) => header.map(lower),
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    bom: true,
    trim: true,
  }) as Record<string, string>[];
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const headers = firstLine.split(",").map((s) => s.replace(/"/g, ""));
  const format = detectFormat(headers);
  if (!format) {
    throw new HailFileFormatError(
      "Unrecognised file: expected an SPC hail file (om,yr,mo,dy,date,…,mag,…,slat,slon,…), " +
        "an NCEI Storm Events details file (…,EVENT_ID,…,EVENT_TYPE,…,MAGNITUDE,…,BEGIN_LAT,BEGIN_LON,…) " +
        "or an SPC current-day hail report file (Time,Size,Location,County,State,Lat,Lon,Comments).",
    );
  }
  if (format === "spc-today" && !options.date) {
    throw new HailFileFormatError("An SPC current-day report file carries no date; give the report date.");
  }
  const skipped: Record<string, number> = {};
  const skip = (reason: string) => (skipped[reason] = (skipped[reason] ?? 0) + 1);
  const reports: ParsedHailReport[] = [];
  const seen = new Set<string>();

  for (const r of records) {
    let report: ParsedHailReport | null = null;
    if (format === "spc") {
      const [y, m, d] = (r.date ?? "").split("-").map(Number);
      const date = isoDate(y, m, d);
      const lat = num(r.slat);
      const lon = num(r.slon);
      const size = num(r.mag);
      const om = (r.om ?? "").trim();
      if (!om) { skip("no report id (om)"); continue; }
      if (!date) { skip("no valid date"); continue; }
      if (!validCoords(lat, lon)) { skip("no coordinates"); continue; }
      if (!(size > 0)) { skip("no hail size"); continue; }
      report = { source: "spc", sourceId: `spc:${date.slice(0, 4)}:${om}`, eventDate: date, lat, lon, sizeInches: size };
    } else if (format === "ncei") {
      if ((r.event_type ?? "").trim().toLowerCase() !== "hail") { skip("not a hail event"); continue; }
      const ym = (r.begin_yearmonth ?? "").trim();
      const date = isoDate(Number(ym.slice(0, 4)), Number(ym.slice(4, 6)), num(r.begin_day));
      const lat = num(r.begin_lat);
      const lon = num(r.begin_lon);
      const size = num(r.magnitude);
      const id = (r.event_id ?? "").trim();
      if (!id) { skip("no event id"); continue; }
      if (!date) { skip("no valid date"); continue; }
      if (!validCoords(lat, lon)) { skip("no coordinates"); continue; }
      if (!(size > 0)) { skip("no hail size"); continue; }
      report = { source: "ncei", sourceId: `ncei:${id}`, eventDate: date, lat, lon, sizeInches: size };
    } else {
      const lat = num(r.lat);
      const lon = num(r.lon);
      const hundredths = num(r.size);
      const time = (r.time ?? "").trim();
      if (!validCoords(lat, lon)) { skip("no coordinates"); continue; }
      if (!(hundredths > 0)) { skip("no hail size"); continue; }
      report = {
        source: "spc-today",
        sourceId: `spc-today:${options.date}:${time}:${lat}:${lon}:${hundredths}`,
        eventDate: options.date!,
        lat,
        lon,
        sizeInches: hundredths / 100,
      };
    }
    if (seen.has(report.sourceId)) { skip("repeated within the file"); continue; }
    seen.add(report.sourceId);
    reports.push(report);
  }
  return { format, rowsRead: records.length, reports, skipped };
}
