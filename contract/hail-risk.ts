import { z } from "zod";

/** Spec 03 §5: exactly five digits. */
export const ZIP_MESSAGE = "Please enter a valid 5-digit ZIP code";
export const hailRiskQuerySchema = z.object({ zip: z.string().regex(/^\d{5}$/, ZIP_MESSAGE) });

/** The risk model's constants (decision 044). */
export const HAIL_RULE = {
  /** Hail this size or larger counts (inches). */
  minSizeInches: 1.0,
  /** Hail days: distinct days with a qualifying report within this distance of the ZIP's centroid. */
  radiusMiles: 25,
  /** The storm that matters for a claim: the most recent qualifying hail day within this distance… */
  stormRadiusMiles: 10,
  /** …and within this many months. */
  claimWindowMonths: 24,
} as const;

export const hailRiskTierSchema = z.enum(["high", "elevated", "moderate", "low"]);
export type HailRiskTier = z.infer<typeof hailRiskTierSchema>;

/**
 * GET /api/hail-risk (spec 03 §7: highRisk, message) with the evidence. `status`:
 * "rated" (the ZIP is in coverage and hail was reported near it), "no-reports" (in coverage,
 * no qualifying hail within the radius in the years on file), "no-data" (a real ZIP outside
 * the data's coverage: no answer about risk at all), "unknown-zip" (five digits that are no ZIP
 * code: 00000; a 200 with this status rather than a 404, so a visitor's mistyped ZIP logs no
 * failed request in the browser — decision 115).
 */
export const hailRiskResponseSchema = z.object({
  zip: z.string(),
  /** "Houston, TX" from the ZIP-code package; "ZIP 12345" when it has no name. */
  place: z.string(),
  /** True only in the top tier. */
  highRisk: z.boolean(),
  /** The answer in words (English). */
  message: z.string(),
  status: z.enum(["rated", "no-reports", "no-data", "unknown-zip"]),
  /** The hail climate near the ZIP; null outside coverage. */
  risk: z
    .object({
      tier: hailRiskTierSchema,
      /** Share of the ZIP areas in coverage with fewer hail days per year (0–100). */
      percentile: z.number().int(),
      hailDays: z.number().int(),
      hailDaysPerYear: z.number(),
      yearsCounted: z.number().int(),
      yearsFrom: z.number().int(),
      yearsTo: z.number().int(),
      largestHailInches: z.number().nullable(),
      largestHailDate: z.string().nullable(),
      zipsInCoverage: z.number().int(),
      radiusMiles: z.number(),
      minSizeInches: z.number(),
      centroid: z.object({ lat: z.number(), lon: z.number() }),
      /** Hail days per year, for every year on file (zeros included), oldest first: the answer's chart. */
      hailDaysByYear: z.array(z.object({ year: z.number().int(), days: z.number().int() })),
    })
    .nullable(),
  /** The most recent hail day ≥ 1.00 in within 10 miles on file (several reports of one day are one storm). */
  recentStorm: z
    .object({
      date: z.string(),
      sizeInches: z.number(),
      distanceMiles: z.number(),
      reports: z.number().int(),
      /** "NOAA SPC", "NOAA NCEI Storm Events", … */
      source: z.string(),
      /** Within the last 24 months: the storm a claim could still be filed for. */
      withinClaimWindow: z.boolean(),
      radiusMiles: z.number(),
      claimWindowMonths: z.number().int(),
    })
    .nullable(),
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

/** matching: its storm-matching job is queued or running; done; failed (decision 092). */
export const hailImportStatusValues = ["matching", "done", "failed"] as const;
export const hailImportStatusValueSchema = z.enum(hailImportStatusValues);

/**
 * 202 to POST /api/hail-reports/import (decision 092): the file's reports are stored; storm
 * matching runs as a job. Follow it at GET /api/hail-reports/imports/:importId.
 */
export const hailImportAcceptedSchema = hailImportResultSchema.omit({ stormMatch: true }).extend({
  importId: z.number().int(),
  status: hailImportStatusValueSchema,
});
export type HailImportAccepted = z.infer<typeof hailImportAcceptedSchema>;

/** Storm matching so far: properties checked of those in the cells the reports reach, hits, leads created and updated. */
export const stormMatchProgressSchema = z.object({
  propertiesToCheck: z.number().int(),
  propertiesChecked: z.number().int(),
  hits: z.number().int(),
  leadsCreated: z.number().int(),
  leadsUpdated: z.number().int(),
});

/** GET /api/hail-reports/imports/:id: an import, its matching's progress, and its result once done. */
export const hailImportStatusSchema = hailImportResultSchema.extend({
  importId: z.number().int(),
  origin: z.string(),
  status: hailImportStatusValueSchema,
  progress: stormMatchProgressSchema.nullable(),
  /** Why matching failed (the reason only). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type HailImportStatus = z.infer<typeof hailImportStatusSchema>;

export const hailDataStatusSchema = z.object({
  realReports: z.number().int(),
  /** ZIP areas in coverage (with a precomputed answer). */
  zipsInCoverage: z.number().int(),
  yearsCovered: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  lastImports: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      origin: z.string(),
      format: z.string(),
      rowsRead: z.number().int(),
      createdAt: z.string(),
      status: hailImportStatusValueSchema,
      summary: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type HailDataStatus = z.infer<typeof hailDataStatusSchema>;
/** POST /api/hail-reports/import?fileName= (the file is the request body). */
export const hailImportQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200).default("upload.csv") });
