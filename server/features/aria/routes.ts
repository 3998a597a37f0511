import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ariaCalculatorQuerySchema,
  ariaCalculatorResponseSchema,
  ariaChatRequestSchema,
  ariaChatResponseSchema,
  ariaModelAnswerSchema,
  ariaStatusSchema,
} from "../../../contract/aria";
import { HttpError } from "../../plugins/errors";
import { guidedAnswer } from "./guided";

const ARIA_SYSTEM = `You are Aria, a bilingual (English/Spanish) car-financing assistant for U.S. and Latin American customers and car dealers.
Facts you may state: approval usually takes 24-48 hours; down payments start at 10 percent; a co-signer is typically not required; U.S. credit history is accepted.
Never promise an approval, a rate or an amount. For payment estimates, point to the payment calculator.
Pick the flow of your answer: greeting, loan_prequalification, dealer_onboarding, calculator_launch, language_selector or customer_faq.`;

/** Car-financing assistant (spec 02 §2.14). */
const ariaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/aria/status", { schema: { response: { 200: ariaStatusSchema } } }, async () => ({
    available: true,
    endpoints: ["/api/aria/status", "/api/aria/chat", "/api/aria/calculator"],
    version: app.config.version,
    engine: app.ai.configured ? "model" : "offline",
  }));

  app.post("/api/aria/chat", { schema: { body: ariaChatRequestSchema, response: { 200: ariaChatResponseSchema } } }, async (request) => {
    const { message, userData } = request.body;
    const language = userData.preferredLanguage ?? "en";
    if (!app.ai.configured) {
      const guided = guidedAnswer(message, language);
      return { ...guided, userData: { ...userData, lastFlow: guided.flow } };
    }
    try {
      const { object } = await app.ai.generateObject({
        schema: ariaModelAnswerSchema,
        schemaName: "aria_answer",
        system: `${ARIA_SYSTEM}\nAnswer in ${language === "es" ? "Spanish" : "English"}.`,
        prompt: message,
      });
      return { ...object, userData: { ...userData, lastFlow: object.flow } };
    } catch (err) {
      throw new HttpError(502, `Aria could not answer (${err instanceof Error ? err.message : String(err)}).`, "AGENT_FAILED");
    }
  });

  app.get(
    "/api/aria/calculator",
    { schema: { querystring: ariaCalculatorQuerySchema, response: { 200: ariaCalculatorResponseSchema } } },
    async (request) => {
      const q = new URLSearchParams();
      if (request.query.budget !== undefined) q.set("price", String(request.query.budget));
      q.set("downPayment", String(request.query.downPayment));
      q.set("term", String(request.query.term));
      return { calculatorUrl: `/aria/calculator?${q}` };
    },
  );
};
export default ariaRoutes;
