import type { Property } from "../../../contract/properties";
import type { properties } from "../../db/schema";

export const presentProperty = (p: Omit<typeof properties.$inferSelect, "searchText">): Property => ({
  id: p.id,
  address: p.address,
  city: p.city,
  zip: p.zip,
  lat: p.lat,
  lon: p.lon,
  locationSource: p.locationSource === "given" ? "given" : "centroid",
  ownerName: p.ownerName,
  company: p.company,
  propertyType: p.propertyType,
  roofSizeSqft: p.roofSizeSqft,
  isSample: p.isSample,
  createdAt: p.createdAt.toISOString(),
});
