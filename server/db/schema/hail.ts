import { sql } from "drizzle-orm";
import { date, integer, doublePrecision, index, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hail reports (NOAA SPC and NCEI Storm Events; the shipped Texas files are
 * imported at first start). `source_id` makes imports idempotent. The risk
 * answers are precomputed from these rows into `hail_zip_risk` (decision 044).
 */
export const hailReports = pgTable(
  "hail_reports",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(), // "spc" | "ncei" | "spc-today" | "synthetic" (bench only)
    sourceId: text("source_id").notNull().unique(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    sizeInches: doublePrecision("size_inches").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    /** The import that stored the report (decision 092): the storm-matching job reads its reports by it. */
    importId: integer("import_id"),
  },
  (t) => [
    index("hail_reports_lat_lon_idx").on(t.lat, t.lon),
    index("hail_reports_date_idx").on(t.eventDate),
    index("hail_reports_import_idx").on(t.importId),
    // The storm map (decision 101): a period's reports in a view, read from the index alone (binned by lat/lon, coloured by size).
    index("hail_reports_date_lat_lon_size_idx").on(t.eventDate, t.lat, t.lon, t.sizeInches),
  ],
);

/** One row per import run (first start, CLI, admin upload or the daily SPC fetch). */
export const hailImports = pgTable("hail_imports", {
  id: serial("id").primaryKey(),
  origin: text("origin").notNull(), // "shipped" | "cli" | "upload" | "spc-daily"
  fileName: text("file_name").notNull(),
  format: text("format").notNull(),
  rowsRead: integer("rows_read").notNull(),
  summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** matching (its storm-matching job is queued or running) | done | failed (decision 092). */
  status: text("status").notNull().default("done"),
  /** Storm matching so far: properties checked of those to check, hits, leads created and updated. */
  progress: jsonb("progress").$type<Record<string, number>>(),
  /** Why matching failed (the reason, never the query). */
  error: text("error"),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** The ZIP areas the hail data covers: Census ZCTA internal points (the shipped gazetteer). */
export const zipCentroids = pgTable("zip_centroids", {
  zip: text("zip").primaryKey(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  source: text("source").notNull(), // "census-zcta" | "synthetic" (bench only)
});

/**
 * The precomputed answer per ZIP in coverage (decision 044), rebuilt after every import:
 * hail days (distinct dates with a report of hail ≥ 1.00 in within 25 miles), their yearly
 * rate over the years on file, its percentile rank among all ZIPs in coverage and the tier;
 * and the most recent hail day ≥ 1.00 in within 10 miles. A lookup is one primary-key read.
 */
/** The columns of a ZIP's answer after its `zip` (both tables below). */
const zipRiskAnswerColumns = () => ({
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  hailDays: integer("hail_days").notNull(),
  hailDaysPerYear: doublePrecision("hail_days_per_year").notNull(),
  percentile: integer("percentile").notNull(),
  tier: text("tier").notNull(), // "high" | "elevated" | "moderate" | "low"
  largestHailInches: doublePrecision("largest_hail_inches"),
  largestHailDate: date("largest_hail_date", { mode: "string" }),
  yearsCounted: integer("years_counted").notNull(),
  yearsFrom: integer("years_from").notNull(),
  yearsTo: integer("years_to").notNull(),
  zipsInCoverage: integer("zips_in_coverage").notNull(),
  recentDate: date("recent_date", { mode: "string" }),
  recentSizeInches: doublePrecision("recent_size_inches"),
  recentDistanceMiles: doublePrecision("recent_distance_miles"),
  recentReports: integer("recent_reports"),
  recentSource: text("recent_source"),
  /**
   * Hail days per year on file, every year that holds reports (zeros included), oldest first: the answer's
   * chart as the contract writes it, `[{"year":1955,"days":0},…]`, kept as JSON text (decision 097: jsonb
   * made the rebuild at national scale three times slower, and the text goes into the answer as it is).
   */
  hailDaysByYear: text("hail_days_by_year").notNull().default("[]"),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

export const hailZipRisk = pgTable("hail_zip_risk", {
  zip: text("zip").primaryKey(),
  ...zipRiskAnswerColumns(),
});

/**
 * A rebuild's answers while it writes them (decision 144): staged here a batch per statement under
 * the rebuild's `build` id, then moved into `hail_zip_risk` in one short transaction. The answers
 * change at once for every reader, and no statement holds PGlite's one connection for the whole
 * write. The columns of `hail_zip_risk` in its order, then `build`.
 */
export const hailZipRiskNext = pgTable(
  "hail_zip_risk_next",
  {
    zip: text("zip").notNull(),
    ...zipRiskAnswerColumns(),
    build: text("build").notNull(),
  },
  (t) => [primaryKey({ columns: [t.build, t.zip] })],
);

/**
 * SPC's current-day file as last polled (decision 096): the validators sent back as a
 * conditional request (ETag, Last-Modified), a hash of the last body read (an unchanged file is
 * not parsed again), and the last poll's outcome, new reports and error, which the spc_daily
 * health check and the data-sources panel show. One row per URL.
 */
export const spcPolls = pgTable("spc_polls", {
  url: text("url").primaryKey(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  contentHash: text("content_hash"),
  /** "imported" (new lines), "unchanged" (same body), "not-modified" (304), "failed". */
  outcome: text("outcome").notNull(),
  newReports: integer("new_reports").notNull().default(0),
  error: text("error"),
  polledAt: timestamp("polled_at", { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastNewAt: timestamp("last_new_at", { withTimezone: true }),
  lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  polls: integer("polls").notNull().default(0),
});
