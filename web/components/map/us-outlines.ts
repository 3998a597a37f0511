import type { Feature, FeatureCollection, MultiLineString } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
// The file itself, served by our server as a hashed asset (fetched and parsed as JSON: faster than a JS module of the same data).
import countiesUrl from "us-atlas/counties-10m.json?url";

/**
 * The base map's outlines, shipped with the app (decision 100): the Census Bureau's county, state
 * and nation boundaries from the `us-atlas` package (TopoJSON, 1:10,000,000), turned into GeoJSON
 * with topojson-client. Loaded on first use, once (the file from our own server, topojson-client in
 * its own chunk); no other network, so the map draws offline.
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
  loading ??= Promise.all([
    import("topojson-client"),
    fetch(countiesUrl).then((r) => {
      if (!r.ok) throw new Error(`county outlines: ${r.status}`);
      return r.json() as Promise<UsTopology>;
    }),
  ]).then(async ([topojson, topo]) => {
    const state = (id: string | number | undefined) => String(id ?? "").padStart(5, "0").slice(0, 2);
    const nation = topojson.feature(topo, topo.objects.nation);
    const states = topojson.mesh(topo, topo.objects.states, (a, b) => a !== b);
    // The county mesh is the largest step: a task of its own, so no single task holds the page.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const counties = topojson.mesh(topo, topo.objects.counties, (a, b) => a !== b && state(a.id) === state(b.id));
    return { nation, states, counties };
  });
  loading.catch(() => (loading = null));
  return loading;
}
