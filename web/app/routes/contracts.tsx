import { useTranslation } from "react-i18next";
import { ContractTranslator } from "@web/features/contracts/components/contract-translator";
import { ToolPage } from "../tool-page";

/** /contracts: the Contract Translation Service on its own page (also embedded in /dealengineai's Operations tab). */
export default function ContractsRoute() {
  const { t } = useTranslation();
  return (
    <ToolPage back={{ href: "/dashboard", label: t("commandCenter.backToDashboard") }}>
      <ContractTranslator />
    </ToolPage>
  );
}
