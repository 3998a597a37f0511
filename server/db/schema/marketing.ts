import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Marketing content produced by the language model (spec 03 §2.6): one row per
 * generation run and kind; the newest row of a kind is what the hub shows.
 */
export const marketingContent = pgTable(
  "marketing_content",
  {
    id: serial("id").primaryKey(),
    /** "social_posts" | "seo_pages" | "outreach" | "calendar" */
    kind: text("kind").notNull(),
    content: jsonb("content").$type<unknown>().notNull(),
    model: text("model").notNull(),
    /** Outreach daily target and similar settings at generation time. */
    dailyTarget: integer("daily_target"),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("marketing_content_kind_idx").on(t.kind, t.generatedAt)],
);
