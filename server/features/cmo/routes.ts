import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { cmoRequestSchema, cmoResponseSchema, generateCampaignRequestSchema } from "../../../contract/cmo";
import { agents } from "../../db/schema";
import { ModelNotConfiguredError } from "../../agents/language-model";
import { HttpError } from "../../plugins/errors";

export const IMAGES_NOT_CONFIGURED =
  "Campaign image generation is not available: no images API is configured in this build. The CMO strategy and copy work with the language model (AI_PROVIDER, AI_MODEL).";

/** The CMO agent page's calls (spec 02 §2.4). */
const cmoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/cmo-agent",
    { schema: { body: cmoRequestSchema, response: { 200: cmoResponseSchema } } },
    async (request, reply) => {
      if (!app.ai.configured) throw new ModelNotConfiguredError("The CMO agent");
      const [cmo] = await db.select().from(agents).where(eq(agents.role, "cmo")).limit(1);
      const { messages, context } = request.body;
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      try {
        const { object } = await app.ai.generateObject({
          schema: cmoResponseSchema,
          schemaName: "cmo_response",
          model: cmo?.model,
          system:
            (cmo?.systemPrompt ?? "You are the CMO agent.") +
            `\nAnswer as a structured strategy: a summary, up to five recommended actions with priority, and content samples (Instagram post, LinkedIn post, email blast, a short X/Twitter thread, an ad headline). ` +
            `Company: ${context.companyName ?? "the group"}. Campaign type: ${context.campaignType ?? "general"}. The operator is on the ${context.currentPage ?? "dashboard"} page. Never invent results, follower counts or figures.`,
          prompt: messages.filter((m) => m.role !== "system").map((m) => `${m.role === "user" ? "Operator" : "CMO"}: ${m.content}`).join("\n"),
          signal: abort.signal,
        });
        return object;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw new HttpError(502, `Failed to get CMO response (${err instanceof Error ? err.message : String(err)})`, "AGENT_FAILED");
      }
    },
  );

  app.post("/api/cmo/generate-campaign", { schema: { body: generateCampaignRequestSchema } }, async () => {
    throw new HttpError(503, IMAGES_NOT_CONFIGURED, "IMAGES_NOT_CONFIGURED");
  });
};
export default cmoRoutes;
