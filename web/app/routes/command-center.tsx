import { CommandCenter } from "@web/features/command-center/components/command-center";
import { ToolPage } from "../tool-page";

/** /command-center: the Unified AI Command Center on its own page (the agents hub embeds it too). */
export default function CommandCenterRoute() {
  return (
    <ToolPage>
      <CommandCenter />
    </ToolPage>
  );
}
