export const EARTH_RADIUS_MILES = 3958.8;
export const MILES_PER_DEGREE_LAT = 69.0;

/** The latitude/longitude box around a point that holds every point within `miles` of it. */
export function boundingBox(lat: number, lon: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LAT;
  const dLon = miles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/** SQL for the haversine distance in miles between two (lat, lon) column/parameter pairs. */
export const haversineSql = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  `(${EARTH_RADIUS_MILES} * 2 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2))))`;
