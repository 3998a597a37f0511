import { z } from "zod";
import { hailSourceSchema } from "./hail-history";
import { LEAD_STATUSES } from "./leads";
import { outboundStatusSchema } from "./outbox";

/** The periods of the storm map (issue 20). `season` is the hail season so far: from March 1 (decision 101). */
export const STORM_MAP_PERIODS = ["24h", "7d", "30d", "season"] as const;
/** Up to this many reports or properties in view are sent one by one; more are binned on the server. */
export const STORM_MAP_POINT_LIMIT = 500;
export const STORM_MAP_MAX_ZOOM = 18;
/** Hail size classes for the map's colours (inches, lower bounds). */
export const HAIL_SIZE_CLASSES = [0, 1, 1.75, 2.5] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** GET /api/storms/map?bbox=w,s,e,n&zoom=z&period=24h|7d|30d|season|YYYY-MM-DD..YYYY-MM-DD */
export const stormMapQuerySchema = z.object({
  bbox: z
    .string({ error: "bbox is required (west,south,east,north)" })
    .transform((s, ctx) => {
      const parts = s.split(",").map((p) => (p.trim() === "" ? NaN : Number(p)));
      const [west, south, east, north] = parts;
      if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) {
        ctx.addIssue({ code: "custom", message: "bbox must be four numbers: west,south,east,north" });
        return z.NEVER;
      }
      if (west < -180 || east > 180 || south < -90 || north > 90 || west >= east || south >= north) {
        ctx.addIssue({ code: "custom", message: "bbox must be west < east within ±180 and south < north within ±90" });
        return z.NEVER;
      }
      return { west, south, east, north };
    }),
  zoom: z.coerce.number({ error: "zoom must be a whole number from 0 to 18" }).int("zoom must be a whole number from 0 to 18").min(0).max(STORM_MAP_MAX_ZOOM),
  period: z
    .string()
    .default("30d")
    .refine((p) => (STORM_MAP_PERIODS as readonly string[]).includes(p) || (/^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/.test(p) && p.split("..").every(validDate) && p.split("..")[0] <= p.split("..")[1]), {
      message: "period must be 24h, 7d, 30d, season or from..to (YYYY-MM-DD..YYYY-MM-DD, from not after to)",
    }),
});
export type StormMapQuery = z.input<typeof stormMapQuerySchema>;

export const stormMapReportSchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  date: z.string(),
  sizeInches: z.number(),
  source: hailSourceSchema,
  nceiEventId: z.string().nullable(),
});
export const stormMapPropertySchema = z.object({
  id: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  /** The property's most recent lead, if any. */
  lead: z.object({ id: z.number().int(), status: z.enum(LEAD_STATUSES), ownerName: z.string().nullable() }).nullable(),
  /** The lead's latest message in the approval queue (drafted = waiting for a person's yes). */
  approval: z.object({ id: z.number().int(), status: outboundStatusSchema, channel: z.string() }).nullable(),
  /** Storm hits on record (decision 071), and the most recent inside the claim window (24 months). */
  hits: z.number().int(),
  claimWindowStorm: z.object({ date: z.string(), sizeInches: z.number(), distanceMiles: z.number() }).nullable(),
});
/** A grid cell of the view holding several reports or properties: its count and where its items sit on average. */
export const stormMapBinSchema = z.object({ lat: z.number(), lon: z.number(), count: z.number().int(), maxSizeInches: z.number().nullable(), leads: z.number().int() });

export const stormMapSchema = z.object({
  period: z.object({ key: z.string(), from: z.string(), to: z.string() }),
  zoom: z.number().int(),
  /** The grid cell's side in degrees at this zoom. */
  cellDegrees: z.number(),
  reports: z.object({ total: z.number().int(), points: z.array(stormMapReportSchema), bins: z.array(stormMapBinSchema) }),
  properties: z.object({ total: z.number().int(), points: z.array(stormMapPropertySchema), bins: z.array(stormMapBinSchema) }),
  /** The tile URL of the street layer when MAP_TILE_URL is set (the county outlines need none). */
  tileUrl: z.string().nullable(),
});
export type StormMap = z.infer<typeof stormMapSchema>;
export type StormMapReport = z.infer<typeof stormMapReportSchema>;
export type StormMapProperty = z.infer<typeof stormMapPropertySchema>;
export type StormMapBin = z.infer<typeof stormMapBinSchema>;
