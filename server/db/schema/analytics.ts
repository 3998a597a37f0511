import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Landing-page analytics events (spec 03 §7): no cookies, no IP address stored. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text("path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_name_created_idx").on(t.name, t.createdAt)],
);
