import { StormMapView } from "@web/features/storm-map/components/storm-map-view";
import { SignedInLayout } from "../signed-in-layout";

/** /storms: the storm map (issue 20). Its own lazy chunk, with Leaflet and the shipped outlines loaded after it. */
export default function StormsRoute() {
  return (
    <SignedInLayout>
      <StormMapView />
    </SignedInLayout>
  );
}
