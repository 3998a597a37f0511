import { useTranslation } from "react-i18next";
import { CmoAgent } from "@web/features/cmo/components/cmo-agent";
import { ToolPage } from "../tool-page";

/** /cmo: the CMO agent page (spec 02 §2.4). */
export default function CmoRoute() {
  const { t } = useTranslation();
  return (
    <ToolPage back={{ href: "/dashboard", label: t("cmo.back") }}>
      <CmoAgent />
    </ToolPage>
  );
}
