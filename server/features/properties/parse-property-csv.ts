import { parse } from "csv-parse/sync";
import { normalizeAddress } from "../../lib/address";
import { lookupZip } from "../../lib/zip-centroids";

/** A file we cannot read as a property list: the message says why (answered as a 400). */
export class PropertyFileError extends Error {}

export interface ParsedProperty {
  line: number;
  normalizedAddress: string;
  address: string;
  city: string;
  zip: string;
  lat: number;
  lon: number;
  locationSource: "centroid" | "given";
  ownerName: string | null;
  company: string | null;
  propertyType: string | null;
  roofSizeSqft: number | null;
}

/** Accepted spellings of each column (lower case, spaces/dashes as underscores). */
const COLUMNS: Record<string, string[]> = {
  address: ["address", "street", "street_address", "property_address", "direccion"],
  city: ["city", "ciudad"],
  zip: ["zip", "zip_code", "zipcode", "postal_code", "codigo_postal"],
  lat: ["latitude", "lat"],
  lon: ["longitude", "lon", "lng", "long"],
  owner: ["owner", "owner_name", "propietario"],
  company: ["company", "company_name", "empresa"],
  propertyType: ["property_type", "type", "tipo"],
  roofSize: ["roof_size", "roof_size_sqft", "roof_sqft", "roof_area"],
};
export const REQUIRED = ["address", "city", "zip"] as const;
export const EXPECTED_COLUMNS = "address, city, zip (required); latitude, longitude, owner, company, property_type, roof_size_sqft (optional)";
export const MAX_ROWS = 50_000;

const key = (h: string) => h.trim().toLowerCase().replace(/[\s-]+/g, "_");
const clean = (v: string | undefined) => (v ?? "").trim();

/**
 * Reads a property CSV: checks the file (text, a header with the required columns), then each
 * row. Rows that cannot be stored are reported with their line and reason, never guessed; rows
 * with the same normalised address as an earlier row are skipped as duplicates.
 */
export function parsePropertyCsv(buffer: Buffer): { rows: ParsedProperty[]; rowsRead: number; problems: { line: number; reason: string }[] } {
  if (buffer.includes(0)) throw new PropertyFileError("The file contains NUL bytes: it is not a text CSV file");
  const text = buffer.toString("utf8");
  if (text.includes("\uFFFD")) throw new PropertyFileError("The file is not UTF-8 text: save it as CSV (UTF-8)");
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true, bom: true, trim: true }) as string[][];
  } catch (err) {
    throw new PropertyFileError(`The file is not valid CSV: ${(err as Error).message.split("\n")[0]}`);
  }
  if (records.length === 0) throw new PropertyFileError(`The file is empty: expected a header row with ${EXPECTED_COLUMNS}`);
  const header = records[0].map(key);
  const index: Partial<Record<keyof typeof COLUMNS, number>> = {};
  for (const [field, names] of Object.entries(COLUMNS)) {
    const i = header.findIndex((h) => names.includes(h));
    if (i >= 0) index[field as keyof typeof COLUMNS] = i;
  }
  const missing = REQUIRED.filter((f) => index[f] == null);
  if (missing.length) throw new PropertyFileError(`Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}. Expected columns: ${EXPECTED_COLUMNS}`);
  if ((index.lat == null) !== (index.lon == null)) throw new PropertyFileError("Give both latitude and longitude columns, or neither");
  const body = records.slice(1);
  if (body.length === 0) throw new PropertyFileError("The file has a header but no rows");
  if (body.length > MAX_ROWS) throw new PropertyFileError(`The file has ${body.length.toLocaleString("en-US")} rows; a property file holds at most ${MAX_ROWS.toLocaleString("en-US")} rows: split it and import the parts`);

  const rows: ParsedProperty[] = [];
  const problems: { line: number; reason: string }[] = [];
  const seen = new Set<string>();
  body.forEach((r, i) => {
    const line = i + 2;
    const get = (f: keyof typeof COLUMNS) => (index[f] == null ? "" : clean(r[index[f]!]));
    const address = get("address");
    const city = get("city");
    const zipRaw = get("zip");
    if (!address) return problems.push({ line, reason: "missing address" });
    if (address.length > 200 || city.length > 100) return problems.push({ line, reason: "address too long" });
    if (!city) return problems.push({ line, reason: "missing city" });
    const zip = zipRaw.match(/^(\d{5})(?:-\d{4})?$/)?.[1];
    if (!zip) return problems.push({ line, reason: "invalid ZIP" });
    let lat: number, lon: number, locationSource: "centroid" | "given";
    const latRaw = get("lat");
    const lonRaw = get("lon");
    if (latRaw || lonRaw) {
      lat = Number(latRaw);
      lon = Number(lonRaw);
      if (!latRaw || !lonRaw || !Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
        return problems.push({ line, reason: "invalid coordinates" });
      locationSource = "given";
    } else {
      const c = lookupZip(zip);
      if (!c) return problems.push({ line, reason: "unknown ZIP (no location)" });
      ({ lat, lon } = c);
      locationSource = "centroid";
    }
    const roofRaw = get("roofSize").replace(/,/g, "");
    const roof = roofRaw ? Number(roofRaw) : null;
    if (roof != null && (!Number.isInteger(roof) || roof <= 0 || roof > 10_000_000)) return problems.push({ line, reason: "invalid roof size" });
    const normalizedAddress = normalizeAddress(address, city, zip);
    if (seen.has(normalizedAddress)) return problems.push({ line, reason: "duplicate in file" });
    seen.add(normalizedAddress);
    const opt = (f: keyof typeof COLUMNS) => get(f).slice(0, 200) || null;
    rows.push({ line, normalizedAddress, address, city, zip, lat, lon, locationSource, ownerName: opt("owner"), company: opt("company"), propertyType: opt("propertyType"), roofSizeSqft: roof });
  });
  return { rows, rowsRead: body.length, problems };
}
