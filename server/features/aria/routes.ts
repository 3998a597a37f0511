import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ariaCalculatorQuerySchema,
  ariaCalculatorResponseSchema,
  ariaChatRequestSchema,
  ariaChatResponseSchema,
  ariaStatusSchema,
} from "../../../contract/aria";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { modelAnswered } from "../../domain/integration-checks";
import { calculatorUrl } from "./calculator-url";
import { chatWithAria } from "./chat-with-aria";

/** Car-financing assistant (spec 02 §2.14). */
const ariaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/aria/status", { schema: { response: { 200: ariaStatusSchema } } }, async () => ({
    // Available only when a model is configured and its last call answered (decision 050).
    available: app.ai.configured && (await modelAnswered(app.database.db)),
    endpoints: ["/api/aria/status", "/api/aria/chat", "/api/aria/calculator"],
    version: app.config.version,
    engine: app.ai.configured ? "model" : "offline",
  }));

  app.post("/api/aria/chat", { schema: { body: ariaChatRequestSchema, response: { 200: ariaChatResponseSchema } } }, async (request, reply) =>
    chatWithAria({ ai: app.ai, db: app.database.db }, request.body, untilClientLeaves(reply)),
  );

  app.get(
    "/api/aria/calculator",
    { schema: { querystring: ariaCalculatorQuerySchema, response: { 200: ariaCalculatorResponseSchema } } },
    async (request) => ({ calculatorUrl: calculatorUrl(request.query) }),
  );
};
export default ariaRoutes;
