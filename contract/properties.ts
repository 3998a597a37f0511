import { z } from "zod";
import { listCursorSchema, listLimitSchema, listPageFields, listSearchSchema, oneWayToPage } from "./lists";

/** POST /api/properties/import?fileName= (the CSV is the request body, Content-Type: text/csv). */
export const propertyImportQuerySchema = z.object({ fileName: z.string().trim().min(1).max(200).default("properties.csv") });

export const propertyImportResultSchema = z.object({
  fileName: z.string(),
  rowsRead: z.number().int(),
  imported: z.number().int(),
  /** Why rows were not taken, with how many: "invalid ZIP", "already stored", "duplicate in file" … */
  skipped: z.record(z.string(), z.number().int()),
  /** The first skipped rows (1-based line numbers of the file, header is line 1) and why. */
  problems: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type PropertyImportResult = z.infer<typeof propertyImportResultSchema>;

export const propertySchema = z.object({
  id: z.number().int(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  lat: z.number(),
  lon: z.number(),
  locationSource: z.enum(["centroid", "given"]),
  ownerName: z.string().nullable(),
  company: z.string().nullable(),
  propertyType: z.string().nullable(),
  roofSizeSqft: z.number().int().nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
});
export type Property = z.infer<typeof propertySchema>;

export const PROPERTY_PAGE_SIZE = 50;
/** GET /api/properties?q=&limit=&cursor= — newest first, keyset pages as GET /api/leads (decision 094); `page` still answers. */
export const propertyListQuerySchema = z
  .object({
    q: listSearchSchema.optional(),
    limit: listLimitSchema(PROPERTY_PAGE_SIZE),
    cursor: listCursorSchema.optional(),
    page: z.coerce.number().int().min(1).max(100000).default(1),
  })
  .refine(...oneWayToPage);
export type PropertyListQuery = { q?: string; limit?: number; cursor?: string; page?: number };
export const propertyListSchema = z.object({ ...listPageFields, items: z.array(propertySchema) });
export type PropertyList = z.infer<typeof propertyListSchema>;

export const propertyDetailSchema = z.object({
  property: propertySchema,
  /** Hail reports near the property (within the storm-matching radius), newest first. */
  stormHistory: z.array(
    z.object({ eventDate: z.string(), sizeInches: z.number(), distanceMiles: z.number(), source: z.string(), isSample: z.boolean(), hit: z.boolean() }),
  ),
  radiusMiles: z.number(),
  minSizeInches: z.number(),
  leads: z.array(z.object({ id: z.number().int(), platform: z.string(), status: z.string(), source: z.string() })),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;
