import { getTableColumns, sql } from "drizzle-orm";
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { storedSearchText } from "./search";

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
    /** What a list search looks in (decision 131): address, city, ZIP, owner and company, lower-cased, kept by the database. */
    searchText: text("search_text").notNull().generatedAlwaysAs(storedSearchText("address", "city", "zip", "owner_name", "company")),
  },
  (t) => [
    uniqueIndex("properties_normalized_address_idx").on(t.normalizedAddress),
    index("properties_lat_lon_idx").on(t.lat, t.lon),
    // The list: newest first by (created_at, id), searched through trigrams (decision 094).
    index("properties_list_idx").on(t.createdAt, t.id),
    index("properties_search_idx").using("gin", t.searchText.op("gin_trgm_ops")).with({ fastupdate: true, gin_pending_list_limit: 1024 }),
    index("properties_grid_idx").on(t.gridLat, t.gridLon, t.id),
  ],
);

/** A property's columns without `search_text` (the search's own copy of five of them), for reads that answer a property. */
export const propertyColumns = (({ searchText: _s, ...rest }) => rest)(getTableColumns(properties));
