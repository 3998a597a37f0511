import { sql } from "drizzle-orm";
import { boolean, date, integer, doublePrecision, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Hail reports (NOAA SPC and NCEI Storm Events, or the generated sample set).
 * `source_id` makes imports idempotent. The radius query prefilters on a
 * latitude/longitude bounding box through the btree on (lat, lon), then applies
 * the haversine distance (decision 040: no PostGIS on PGlite).
 */
export const hailReports = pgTable(
  "hail_reports",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(), // "spc" | "ncei" | "spc-today" | "sample"
    sourceId: text("source_id").notNull().unique(),
    eventDate: date("event_date", { mode: "string" }).notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    sizeInches: doublePrecision("size_inches").notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("hail_reports_lat_lon_idx").on(t.isSample, t.lat, t.lon),
    index("hail_reports_sample_date_idx").on(t.isSample, t.eventDate),
  ],
);

/** One row per import run (CLI, admin upload or the daily SPC fetch). */
export const hailImports = pgTable("hail_imports", {
  id: serial("id").primaryKey(),
  origin: text("origin").notNull(), // "cli" | "upload" | "spc-daily"
  fileName: text("file_name").notNull(),
  format: text("format").notNull(),
  rowsRead: integer("rows_read").notNull(),
  summary: jsonb("summary").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
