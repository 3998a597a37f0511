import { z } from "zod";

/** Spec 03 §5: exactly five digits. */
export const ZIP_MESSAGE = "Please enter a valid 5-digit ZIP code";
export const hailRiskQuerySchema = z.object({ zip: z.string().regex(/^\d{5}$/, ZIP_MESSAGE) });

export const hailRiskResponseSchema = z.object({
  zip: z.string(),
  /** "Houston, TX" from the ZIP-code package. */
  place: z.string(),
  highRisk: z.boolean(),
  message: z.string(),
  /** True while no NOAA reports are imported and the generated sample set answers. */
  isSample: z.boolean(),
  evidence: z.object({
    reportCount: z.number().int(),
    largestHailInches: z.number().nullable(),
    mostRecentDate: z.string().nullable(),
    /** The years the stored reports span (all of them, not only those near the ZIP). */
    yearsCovered: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    /** The rule that was applied. */
    radiusMiles: z.number(),
    minSizeInches: z.number(),
    years: z.number().int(),
    minReports: z.number().int(),
    since: z.string(),
    centroid: z.object({ lat: z.number(), lon: z.number() }),
  }),
});
export type HailRiskResponse = z.infer<typeof hailRiskResponseSchema>;

export const hailImportResultSchema = z.object({
  fileName: z.string(),
  format: z.enum(["spc", "ncei", "spc-today"]),
  rowsRead: z.number().int(),
  imported: z.number().int(),
  skipped: z.record(z.string(), z.number().int()),
  /** Storm matching of the new reports against the stored properties (decision 071). */
  stormMatch: z.object({ hits: z.number().int(), leadsCreated: z.number().int(), leadsUpdated: z.number().int(), stormDays: z.array(z.string()) }).optional(),
});
export type HailImportResult = z.infer<typeof hailImportResultSchema>;

export const hailDataStatusSchema = z.object({
  realReports: z.number().int(),
  sampleReports: z.number().int(),
  yearsCovered: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  lastImports: z.array(
    z.object({ fileName: z.string(), origin: z.string(), format: z.string(), rowsRead: z.number().int(), createdAt: z.string(), summary: z.record(z.string(), z.unknown()) }),
  ),
});
export type HailDataStatus = z.infer<typeof hailDataStatusSchema>;
/** POST /api/hail-reports/import?fileName= (the file is the request body). */
export const hailImportQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200).default("upload.csv") });
