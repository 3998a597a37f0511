import { CmoAgent } from "@web/features/cmo/components/cmo-agent";
import { ToolPage } from "../tool-page";
import { useModelMissing } from "../use-model-missing";

function CmoWithStatus() {
  return <CmoAgent needsModel={useModelMissing()} />;
}

/** /cmo: the CMO agent page (spec 02 §2.4). */
export default function CmoRoute() {
  return (
    <ToolPage>
      <CmoWithStatus />
    </ToolPage>
  );
}
