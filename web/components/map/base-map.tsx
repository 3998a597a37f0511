import "leaflet/dist/leaflet.css";
import "./map.css";
import type { LatLngBoundsExpression } from "leaflet";
import { useEffect, useState, type ReactNode } from "react";
import { GeoJSON, MapContainer, TileLayer } from "react-leaflet";
import { loadUsOutlines, type UsOutlines } from "./us-outlines";

/** Texas, the first view of the storm map. */
export const TEXAS_BOUNDS: LatLngBoundsExpression = [
  [25.8, -106.7],
  [36.5, -93.5],
];
const CENSUS = 'County outlines: <a href="https://www.census.gov/geographies/mapping-files.html">U.S. Census Bureau</a>';

/**
 * A Leaflet map (decision 100) over the shipped US outlines: land, state and county borders drawn
 * on a canvas; streets from `tileUrl` (MAP_TILE_URL) on top when it is set and the browser is
 * online. Leaflet's own keyboard handling: arrow keys pan, + and − zoom, Tab reaches the markers.
 */
export function BaseMap({ bounds = TEXAS_BOUNDS, tileUrl, label, className, children }: { bounds?: LatLngBoundsExpression; tileUrl?: string | null; label: string; className?: string; children?: ReactNode }) {
  const [outlines, setOutlines] = useState<UsOutlines | null>(null);
  useEffect(() => {
    let live = true;
    void loadUsOutlines().then((o) => live && setOutlines(o));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div role="region" aria-label={label} className={className}>
      <MapContainer bounds={bounds} preferCanvas zoomSnap={0.5} className="h-full w-full bg-sky-100" attributionControl>
        {tileUrl && <TileLayer url={tileUrl} attribution="Map tiles: see MAP_TILE_URL's provider" />}
        {outlines && (
          <>
            <GeoJSON data={outlines.nation} interactive={false} attribution={CENSUS} style={{ color: "#94a3b8", weight: 1, fillColor: "#f8fafc", fillOpacity: tileUrl ? 0 : 1 }} />
            <GeoJSON data={outlines.counties} interactive={false} style={{ color: "#cbd5e1", weight: 0.6 }} />
            <GeoJSON data={outlines.states} interactive={false} style={{ color: "#64748b", weight: 1.2 }} />
          </>
        )}
        {children}
      </MapContainer>
    </div>
  );
}
