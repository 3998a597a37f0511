import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { hailReports } from "./hail";
import { leads } from "./operations";
import { properties } from "./properties";

/**
 * What a person agreed to when they gave their contact details (landing form, WhatsApp opt-in):
 * the exact text shown, in which language, for which channels, from where. `withdrawn_at` is set
 * when they opt out. Outbound messages check it before sending (decision 070).
 */
export const leadConsents = pgTable(
  "lead_consents",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    textShown: text("text_shown").notNull(),
    locale: text("locale").notNull(),
    /** whatsapp | sms | email | phone */
    channels: text("channels").array().notNull().default(sql`'{}'::text[]`),
    ip: text("ip"),
    userAgent: text("user_agent"),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("lead_consents_lead_idx").on(t.leadId, t.givenAt)],
);

/**
 * A property under a storm (decision 071): at most one row per property and storm day (the unique
 * index is what keeps two instances matching the same import from making two leads or two hits).
 */
export const stormHits = pgTable(
  "storm_hits",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    stormDay: date("storm_day", { mode: "string" }).notNull(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    hailReportId: integer("hail_report_id").references(() => hailReports.id, { onDelete: "set null" }),
    sizeInches: doublePrecision("size_inches").notNull(),
    distanceMiles: doublePrecision("distance_miles").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("storm_hits_property_day_idx").on(t.propertyId, t.stormDay), index("storm_hits_day_idx").on(t.stormDay), index("storm_hits_report_idx").on(t.hailReportId)],
);
