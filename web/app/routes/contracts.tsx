import { ContractTranslator } from "@web/features/contracts/components/contract-translator";
import { ToolPage } from "../tool-page";

/** /contracts: the Contract Translation Service on its own page (also embedded in /dealengineai's Operations tab). */
export default function ContractsRoute() {
  return (
    <ToolPage>
      <ContractTranslator />
    </ToolPage>
  );
}
