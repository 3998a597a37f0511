import { sql } from "drizzle-orm";
import { date, integer, doublePrecision, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
  },
  (t) => [
    index("hail_reports_lat_lon_idx").on(t.lat, t.lon),
    index("hail_reports_date_idx").on(t.eventDate),
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
export const hailZipRisk = pgTable("hail_zip_risk", {
  zip: text("zip").primaryKey(),
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
  /** Hail days per year on file ({"2023": 4, …}; every year that holds reports, zeros included): the answer's chart. */
  hailDaysByYear: jsonb("hail_days_by_year").$type<Record<string, number>>().notNull().default({}),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
