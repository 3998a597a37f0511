import { contractReviewSchema, type ValidateContractRequest, type ValidateContractResponse } from "../../../contract/contracts";
import { ModelNotConfiguredError, type LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { numberingIssues } from "./clauses";
import { LANGUAGE_NAMES } from "./language-names";

/**
 * Contract review (spec 03 §2.4): the model's issues and suggestions, with the
 * numbering's gaps and repeats added; valid only when neither found anything.
 */
export async function validateContract(deps: { ai: LanguageModelService }, input: ValidateContractRequest, signal?: AbortSignal): Promise<ValidateContractResponse> {
  const { ai } = deps;
  if (!ai.configured) throw new ModelNotConfiguredError("Contract validation");
  const { contractText, language } = input;
  const review = await callModel(
    (reason) => `Validation failed (${reason}).`,
    () =>
      ai.generateObject({
        schema: contractReviewSchema,
        schemaName: "contract_review",
        system:
          `You review real-estate contracts written in ${LANGUAGE_NAMES[language]} for a cross-border investor. ` +
          `List concrete problems (missing parties, price, dates, signatures, jurisdiction, ambiguous or contradictory clauses) and concrete suggestions, ` +
          `in ${LANGUAGE_NAMES[language]}. isValid is true only when you found no issue. Do not invent facts that are not in the text.`,
        prompt: contractText,
        signal,
      }),
  );
  const structural = numberingIssues(contractText);
  return {
    isValid: review.object.isValid && structural.length === 0,
    issues: [...structural, ...review.object.issues],
    suggestions: review.object.suggestions,
    model: review.model,
  };
}
