import type { z } from "zod";
import { ariaModelAnswerSchema, type ariaChatRequestSchema, type AriaChatResponse } from "../../../contract/aria";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { guidedAnswer } from "./guided-answer";
import { understandFinancing, type FinancingFacts } from "./understand";

const FACT_KEYS = ["monthlyIncome", "vehiclePrice", "downPayment", "termMonths"] as const;

/** The figures earlier messages gave (carried in userData), overwritten by what this one says. */
function mergedFacts(userData: Record<string, unknown>, message: string): FinancingFacts {
  const earlier: FinancingFacts = {};
  for (const key of FACT_KEYS) {
    const v = userData[key];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) earlier[key] = v;
  }
  return { ...earlier, ...understandFinancing(message) };
}

const ARIA_SYSTEM = `You are Aria, a bilingual (English/Spanish) car-financing assistant for U.S. and Latin American customers and car dealers.
Facts you may state: approval usually takes 24-48 hours; down payments start at 10 percent; a co-signer is typically not required; U.S. credit history is accepted.
Never promise an approval, a rate or an amount. For payment estimates, point to the payment calculator.
Pick the flow of your answer: greeting, loan_prequalification, dealer_onboarding, calculator_launch, language_selector or customer_faq.`;

/**
 * Aria's answer in the user's language and the flow it belongs to, with the
 * user data carried back (`lastFlow` set): from the model, or offline the
 * guided answer: an estimate from the figures the messages gave (income, price,
 * down payment, term: understand.ts), else the flow its keywords pick. The figures
 * are kept in userData, so "a 48 meses" later completes "un auto de 30 mil".
 */
export async function chatWithAria(deps: { ai: LanguageModelService }, input: z.infer<typeof ariaChatRequestSchema>, signal?: AbortSignal): Promise<AriaChatResponse> {
  const { ai } = deps;
  const { message, userData } = input;
  const language = userData.preferredLanguage ?? "en";
  const facts = mergedFacts(userData, message);
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
    : guidedAnswer(message, language, facts);
  return { ...answer, userData: { ...userData, ...facts, lastFlow: answer.flow } };
}
