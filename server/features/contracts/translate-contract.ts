import type { TranslateContractRequest, TranslateContractResponse } from "../../../contract/contracts";
import { ModelNotConfiguredError, type LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { compareClauses } from "./clauses";
import { LANGUAGE_NAMES } from "./language-names";

const TYPE_NAMES: Record<TranslateContractRequest["contractType"], string> = {
  purchase_agreement: "purchase agreement",
  rental_agreement: "rental agreement",
  investment_contract: "investment contract",
  property_deed: "property deed",
  other: "contract",
};

const LEGAL_DISCLAIMER =
  "This translation was produced by an AI language model for reference only. It is not legal advice and is not a certified translation. Have a licensed attorney or certified translator review it before signing or relying on it.";

/**
 * Contract translation (spec 03 §2.4): the model translates keeping every
 * clause, number and amount; the numbered clauses of both texts are compared
 * so a dropped clause shows. Without a model: 503, nothing invented.
 */
export async function translateContract(deps: { ai: LanguageModelService }, input: TranslateContractRequest, signal?: AbortSignal): Promise<TranslateContractResponse> {
  const { ai } = deps;
  if (!ai.configured) throw new ModelNotConfiguredError("Contract translation");
  const { contractText, sourceLanguage, targetLanguage, contractType } = input;
  const result = await callModel(
    (reason) => `Translation failed (${reason}).`,
    () =>
      ai.generateText({
        system:
          `You are a legal translator for cross-border real estate between Mexico, the United States and Brazil. ` +
          `Translate the ${TYPE_NAMES[contractType]} from ${LANGUAGE_NAMES[sourceLanguage]} to ${LANGUAGE_NAMES[targetLanguage]}. ` +
          `Keep the structure exactly: every clause, its number and its order, every amount, date, name and address unchanged. ` +
          `Use the legal terminology of the target country. Answer with the translated text only, no comments.`,
        prompt: contractText,
        signal,
      }),
  );
  const translatedText = result.text.trim();
  return {
    sourceLanguage,
    targetLanguage,
    contractType,
    timestamp: new Date().toISOString(),
    originalText: contractText,
    translatedText,
    legalDisclaimer: LEGAL_DISCLAIMER,
    clauseCheck: compareClauses(contractText, translatedText),
    model: result.model,
  };
}
