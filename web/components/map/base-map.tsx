import "leaflet/dist/leaflet.css";
import "./map.css";
import type { LatLngBoundsExpression } from "leaflet";
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AttributionControl, GeoJSON, MapContainer, TileLayer, ZoomControl, useMapEvents } from "react-leaflet";
import { loadUsOutlines, type UsOutlines } from "./us-outlines";

/** Texas, the first view of the storm map. */
export const TEXAS_BOUNDS: LatLngBoundsExpression = [
  [25.8, -106.7],
  [36.5, -93.5],
];
const CENSUS_URL = "https://www.census.gov/geographies/mapping-files.html";

/** Leaflet writes the popup's close button in English: named in the page's language when it opens. */
function PopupCloseLabel({ label }: { label: string }) {
  useMapEvents({ popupopen: (e) => e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", label) });
  return null;
}

/**
 * A Leaflet map (decision 100) over the shipped US outlines: land, state and county borders drawn
 * on a canvas; streets from `tileUrl` (MAP_TILE_URL) on top when it is set and the browser is
 * online. Leaflet's own keyboard handling: arrow keys pan, + and − zoom, Tab reaches the markers.
 */
export function BaseMap({ bounds = TEXAS_BOUNDS, tileUrl, label, className, children }: { bounds?: LatLngBoundsExpression; tileUrl?: string | null; label: string; className?: string; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [outlines, setOutlines] = useState<UsOutlines | null>(null);
  const [countiesShown, showCounties] = useState(false);
  useEffect(() => {
    let live = true;
    void loadUsOutlines().then((o) => live && setOutlines(o));
    return () => {
      live = false;
    };
  }, []);
  // The county lines (the most points) are drawn in a task after the land and the states.
  useEffect(() => {
    if (!outlines) return;
    const timer = setTimeout(() => showCounties(true), 0);
    return () => clearTimeout(timer);
  }, [outlines]);
  return (
    <div role="region" aria-label={label} className={className} data-outlines={countiesShown ? "drawn" : "loading"}>
      <MapContainer bounds={bounds} preferCanvas zoomSnap={0.5} zoomControl={false} className="h-full w-full bg-sky-100" attributionControl={false}>
        {/* Leaflet's own link without the flag its default prefix draws: a product map, not a statement. */}
        <AttributionControl position="bottomright" prefix='<a href="https://leafletjs.com" title="Leaflet">Leaflet</a>' />
        <ZoomControl key={`zoom-${i18n.language}`} position="topleft" zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
        <PopupCloseLabel label={t("map.closePopup")} />
        {tileUrl && <TileLayer url={tileUrl} attribution={t("map.tiles")} />}
        {outlines && (
          <Fragment key={`outlines-${i18n.language}`}>
            <GeoJSON data={outlines.nation} interactive={false} attribution={`${t("map.outlines")} <a href="${CENSUS_URL}">${t("map.census")}</a>`} style={{ color: "#94a3b8", weight: 1, fillColor: "#f8fafc", fillOpacity: tileUrl ? 0 : 1 }} />
            {countiesShown && <GeoJSON data={outlines.counties} interactive={false} style={{ color: "#cbd5e1", weight: 0.6 }} />}
            <GeoJSON data={outlines.states} interactive={false} style={{ color: "#64748b", weight: 1.2 }} />
          </Fragment>
        )}
        {children}
      </MapContainer>
    </div>
  );
}
