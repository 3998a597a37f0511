import type { Feature, FeatureCollection, MultiLineString } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";

/**
 * The base map's outlines, shipped with the app (decision 100): the Census Bureau's county, state
 * and nation boundaries from the `us-atlas` package (TopoJSON, 1:10,000,000), turned into GeoJSON
 * with topojson-client. Loaded on first use in their own chunk, once; no network besides our own
 * server, so the map draws offline.
 */
export interface UsOutlines {
  nation: FeatureCollection | Feature;
  /** County borders inside each state (a state's edge is drawn once, by `states`). */
  counties: MultiLineString;
  states: MultiLineString;
}

type UsTopology = Topology<{ counties: GeometryCollection; states: GeometryCollection; nation: GeometryCollection }>;
let loading: Promise<UsOutlines> | null = null;

export function loadUsOutlines(): Promise<UsOutlines> {
  loading ??= Promise.all([import("topojson-client"), import("us-atlas/counties-10m.json")]).then(([topojson, atlas]) => {
    const topo = ((atlas as { default?: unknown }).default ?? atlas) as UsTopology;
    const state = (id: string | number | undefined) => String(id ?? "").padStart(5, "0").slice(0, 2);
    return {
      nation: topojson.feature(topo, topo.objects.nation),
      counties: topojson.mesh(topo, topo.objects.counties, (a, b) => a !== b && state(a.id) === state(b.id)),
      states: topojson.mesh(topo, topo.objects.states, (a, b) => a !== b),
    };
  });
  loading.catch(() => (loading = null));
  return loading;
}
