import { sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type PgColumn } from "drizzle-orm/pg-core";
import { searchText } from "./search";

/** The columns a property search looks in (decision 094), in the order of the index `properties_search_idx`. */
export const propertySearchColumns = (t: { address: PgColumn; city: PgColumn; zip: PgColumn; ownerName: PgColumn; company: PgColumn }) => [t.address, t.city, t.zip, t.ownerName, t.company];

/** Cells of the storm-matching grid per degree (decision 092): a cell is 0.02° × 0.02° (about 1.4 × 1.2 miles in Texas). */
export const GRID_CELLS_PER_DEGREE = 50;

/**
 * Properties an admin imported (CSV, decision 070): the places storm matching
 * checks hail reports against (decision 071). `normalized_address` is the
 * de-duplication key (server/lib/address.ts); a property without coordinates
 * in its row is located at its ZIP's centroid (`location_source = 'centroid'`).
 */
export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    normalizedAddress: text("normalized_address").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    zip: text("zip").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    /** centroid | given */
    locationSource: text("location_source").notNull(),
    ownerName: text("owner_name"),
    company: text("company"),
    propertyType: text("property_type"),
    roofSizeSqft: integer("roof_size_sqft"),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The storm-matching grid cell (decision 092), kept by the database from lat and lon. */
    gridLat: integer("grid_lat").generatedAlwaysAs(sql`floor(lat * 50)::integer`),
    gridLon: integer("grid_lon").generatedAlwaysAs(sql`floor(lon * 50)::integer`),
  },
  (t) => [
    uniqueIndex("properties_normalized_address_idx").on(t.normalizedAddress),
    index("properties_lat_lon_idx").on(t.lat, t.lon),
    // The list: newest first by (created_at, id), searched through trigrams (decision 094).
    index("properties_list_idx").on(t.createdAt, t.id),
    index("properties_search_idx").using("gin", sql`(${searchText(...propertySearchColumns(t))}) gin_trgm_ops`),
    index("properties_grid_idx").on(t.gridLat, t.gridLon),
  ],
);
