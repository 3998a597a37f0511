import { ContractTranslator } from "@web/features/contracts/components/contract-translator";
import { ToolPage } from "../tool-page";
import { useModelMissing } from "../use-model-missing";

function TranslatorWithStatus() {
  return <ContractTranslator needsModel={useModelMissing()} />;
}

/** /contracts: the Contract Translation Service on its own page (also embedded in /dealengineai's Operations tab). */
export default function ContractsRoute() {
  return (
    <ToolPage>
      <TranslatorWithStatus />
    </ToolPage>
  );
}
