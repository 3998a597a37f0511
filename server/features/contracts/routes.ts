import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  contractReviewSchema,
  translateContractRequestSchema,
  translateContractResponseSchema,
  validateContractRequestSchema,
  validateContractResponseSchema,
} from "../../../contract/contracts";
import { ModelNotConfiguredError } from "../../agents/language-model";
import { HttpError } from "../../plugins/errors";
import { compareClauses, numberingIssues } from "./clauses";

const LANGUAGE_NAMES = { "es-MX": "Spanish (Mexico)", "en-US": "English (United States)", "pt-BR": "Portuguese (Brazil)" } as const;
const TYPE_NAMES = {
  purchase_agreement: "purchase agreement",
  rental_agreement: "rental agreement",
  investment_contract: "investment contract",
  property_deed: "property deed",
  other: "contract",
} as const;

export const LEGAL_DISCLAIMER =
  "This translation was produced by an AI language model for reference only. It is not legal advice and is not a certified translation. Have a licensed attorney or certified translator review it before signing or relying on it.";

/** Contract Translation Service (spec 03 §2.4). Without a language model: 503, nothing invented. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const abortOnClose = (reply: { raw: import("node:http").ServerResponse }) => {
    const abort = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    return abort.signal;
  };
  const failed = (what: string, err: unknown) => {
    if (err instanceof HttpError) return err;
    const reason = err instanceof Error ? err.message : String(err);
    return new HttpError(502, `${what} failed (${reason}).`, "AGENT_FAILED");
  };

  app.post(
    "/api/contracts/translate",
    { schema: { body: translateContractRequestSchema, response: { 200: translateContractResponseSchema } } },
    async (request, reply) => {
      if (!app.ai.configured) throw new ModelNotConfiguredError("Contract translation");
      const { contractText, sourceLanguage, targetLanguage, contractType } = request.body;
      const signal = abortOnClose(reply);
      try {
        const result = await app.ai.generateText({
          system:
            `You are a legal translator for cross-border real estate between Mexico, the United States and Brazil. ` +
            `Translate the ${TYPE_NAMES[contractType]} from ${LANGUAGE_NAMES[sourceLanguage]} to ${LANGUAGE_NAMES[targetLanguage]}. ` +
            `Keep the structure exactly: every clause, its number and its order, every amount, date, name and address unchanged. ` +
            `Use the legal terminology of the target country. Answer with the translated text only, no comments.`,
          prompt: contractText,
          signal,
        });
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
      } catch (err) {
        throw failed("Translation", err);
      }
    },
  );

  app.post(
    "/api/contracts/validate",
    { schema: { body: validateContractRequestSchema, response: { 200: validateContractResponseSchema } } },
    async (request, reply) => {
      if (!app.ai.configured) throw new ModelNotConfiguredError("Contract validation");
      const { contractText, language } = request.body;
      const signal = abortOnClose(reply);
      try {
        const review = await app.ai.generateObject({
          schema: contractReviewSchema,
          schemaName: "contract_review",
          system:
            `You review real-estate contracts written in ${LANGUAGE_NAMES[language]} for a cross-border investor. ` +
            `List concrete problems (missing parties, price, dates, signatures, jurisdiction, ambiguous or contradictory clauses) and concrete suggestions, ` +
            `in ${LANGUAGE_NAMES[language]}. isValid is true only when you found no issue. Do not invent facts that are not in the text.`,
          prompt: contractText,
          signal,
        });
        const structural = numberingIssues(contractText);
        const issues = [...structural, ...review.object.issues];
        return { isValid: review.object.isValid && structural.length === 0, issues, suggestions: review.object.suggestions, model: review.model };
      } catch (err) {
        throw failed("Validation", err);
      }
    },
  );
};
export default contractRoutes;
