import { z } from "zod";
import { ZIP_MESSAGE } from "./hail-risk";

/** The limits of a hail history (issue 20): the radius around the place and the years back from today. */
export const HAIL_HISTORY_LIMITS = { maxRadiusMiles: 50, maxYears: 30, defaultRadiusMiles: 10, defaultYears: 10, maxRows: 2000 } as const;

const radiusMiles = z.coerce
  .number({ error: "radiusMiles must be a number of miles" })
  .positive("radiusMiles must be more than 0")
  .max(HAIL_HISTORY_LIMITS.maxRadiusMiles, `radiusMiles must be at most ${HAIL_HISTORY_LIMITS.maxRadiusMiles}`)
  .default(HAIL_HISTORY_LIMITS.defaultRadiusMiles);
const years = z.coerce
  .number({ error: "years must be a whole number of years" })
  .int("years must be a whole number of years")
  .positive("years must be at least 1")
  .max(HAIL_HISTORY_LIMITS.maxYears, `years must be at most ${HAIL_HISTORY_LIMITS.maxYears}`)
  .default(HAIL_HISTORY_LIMITS.defaultYears);

/** GET /api/properties/:id/hail-history?radiusMiles=10&years=10 */
export const hailHistoryQuerySchema = z.object({ radiusMiles, years });
/** GET /api/hail-history?zip=77002&radiusMiles=10&years=10 (public: the landing page's thank-you screen). */
export const zipHailHistoryQuerySchema = z.object({ zip: z.string().regex(/^\d{5}$/, ZIP_MESSAGE), radiusMiles, years });

/** Eight compass points, from the place to the report. */
export const COMPASS_POINTS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export const hailSourceSchema = z.enum(["spc", "spc-today", "ncei", "synthetic"]);
export type HailSource = z.infer<typeof hailSourceSchema>;

export const hailHistoryRowSchema = z.object({
  date: z.string(),
  sizeInches: z.number(),
  /** Miles from the place, to 0.1. */
  distanceMiles: z.number(),
  direction: z.enum(COMPASS_POINTS),
  source: hailSourceSchema,
  /** The NCEI Storm Events event id (NCEI rows only). */
  nceiEventId: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type HailHistoryRow = z.infer<typeof hailHistoryRowSchema>;

export const hailHistorySchema = z.object({
  /** Where the distances are measured from. `basis` says plainly whether it is the property's own coordinates or its ZIP's centroid. */
  place: z.object({
    lat: z.number(),
    lon: z.number(),
    basis: z.enum(["coordinates", "zip-centroid"]),
    zip: z.string(),
    /** "1200 Main Street, Houston 77002" for a property; "Houston, TX" for a ZIP. */
    label: z.string(),
    propertyId: z.number().int().nullable(),
  }),
  radiusMiles: z.number(),
  years: z.number().int(),
  /** The span asked for: from (inclusive) to today. */
  from: z.string(),
  to: z.string(),
  /** Every report within the radius over the span, newest first (at most maxRows; `totalReports` counts them all). */
  rows: z.array(hailHistoryRowSchema),
  totalReports: z.number().int(),
  truncated: z.boolean(),
  largest: hailHistoryRowSchema.nullable(),
  mostRecent: hailHistoryRowSchema.nullable(),
  /** The most recent storm day with hail ≥ 1.00 in within the radius in the claim window (the last 24 months, as on the landing page). */
  claimWindowStorm: z
    .object({ date: z.string(), sizeInches: z.number(), distanceMiles: z.number(), direction: z.enum(COMPASS_POINTS), reports: z.number().int() })
    .nullable(),
  claimWindow: z.object({ months: z.number().int(), from: z.string(), minSizeInches: z.number() }),
  /** The hail data on file: its first and last report date, and the years inside the span asked for that hold no report at all. */
  coverage: z.object({ from: z.string().nullable(), to: z.string().nullable(), yearsWithoutData: z.array(z.number().int()) }),
  generatedAt: z.string(),
});
export type HailHistory = z.infer<typeof hailHistorySchema>;
