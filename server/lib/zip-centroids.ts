import { createRequire } from "node:module";

/**
 * ZIP centroids from the `zipcodes` npm package (its data ships inside the
 * package; decision 040). Loaded once, on first use.
 */
interface ZipRecord { zip: string; latitude: number; longitude: number; city: string; state: string; country: string }
let lookupFn: ((zip: string) => ZipRecord | undefined) | null = null;

export function lookupZip(zip: string): { lat: number; lon: number; place: string } | null {
  if (!lookupFn) {
    const require = createRequire(import.meta.url);
    lookupFn = (require("zipcodes") as { lookup: (z: string) => ZipRecord | undefined }).lookup;
  }
  const r = lookupFn(zip);
  if (!r || r.country !== "US" || !Number.isFinite(r.latitude) || !Number.isFinite(r.longitude)) return null;
  return { lat: r.latitude, lon: r.longitude, place: `${r.city}, ${r.state}` };
}
