import { bigint, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Payments recorded from verified Stripe webhook events (one row per event id). */
export const stripePayments = pgTable(
  "stripe_payments",
  {
    id: serial("id").primaryKey(),
    eventId: text("event_id").notNull().unique(),
    eventType: text("event_type").notNull(),
    objectId: text("object_id").notNull(),
    /** Smallest currency unit (cents). */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    customer: text("customer"),
    raw: jsonb("raw").$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stripe_payments_occurred_idx").on(t.occurredAt)],
);
