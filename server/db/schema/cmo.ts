import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Campaign images made by the images API for the CMO page, served by GET /api/cmo/images/:id. */
export const campaignImages = pgTable(
  "campaign_images",
  {
    id: serial("id").primaryKey(),
    campaignName: text("campaign_name").notNull(),
    platform: text("platform").notNull(),
    prompt: text("prompt").notNull(),
    mimeType: text("mime_type").notNull(),
    data: bytea("data").notNull(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("campaign_images_created_idx").on(t.createdAt)],
);
