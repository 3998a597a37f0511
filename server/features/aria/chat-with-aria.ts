import type { z } from "zod";
import { ariaModelAnswerSchema, type ariaChatRequestSchema, type AriaChatResponse } from "../../../contract/aria";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { guidedAnswer } from "./guided-answer";

const ARIA_SYSTEM = `You are Aria, a bilingual (English/Spanish) car-financing assistant for U.S. and Latin American customers and car dealers.
Facts you may state: approval usually takes 24-48 hours; down payments start at 10 percent; a co-signer is typically not required; U.S. credit history is accepted.
Never promise an approval, a rate or an amount. For payment estimates, point to the payment calculator.
Pick the flow of your answer: greeting, loan_prequalification, dealer_onboarding, calculator_launch, language_selector or customer_faq.`;

/**
 * Aria's answer in the user's language and the flow it belongs to, with the
 * user data carried back (`lastFlow` set): from the model, or offline the
 * guided answer for the flow its keywords pick.
 */
export async function chatWithAria(deps: { ai: LanguageModelService }, input: z.infer<typeof ariaChatRequestSchema>, signal?: AbortSignal): Promise<AriaChatResponse> {
  const { ai } = deps;
  const { message, userData } = input;
  const language = userData.preferredLanguage ?? "en";
  const answer = ai.configured
    ? (
        await callModel(
          (reason) => `Aria could not answer (${reason}).`,
          () =>
            ai.generateObject({
              schema: ariaModelAnswerSchema,
              schemaName: "aria_answer",
              system: `${ARIA_SYSTEM}\nAnswer in ${language === "es" ? "Spanish" : "English"}.`,
              prompt: message,
              signal,
            }),
        )
      ).object
    : guidedAnswer(message, language);
  return { ...answer, userData: { ...userData, lastFlow: answer.flow } };
}
