import { eq } from "drizzle-orm";
import type { z } from "zod";
import { cmoResponseSchema, type cmoRequestSchema, type CmoResponse } from "../../../contract/cmo";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import { ModelNotConfiguredError, type LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";

/**
 * The CMO agent page's question (spec 02 §2.4): the CMO agent's own prompt and
 * model, answering as a structured strategy that the contract's schema checks.
 */
export async function askCmo(deps: { db: Db; ai: LanguageModelService }, input: z.infer<typeof cmoRequestSchema>, signal?: AbortSignal): Promise<CmoResponse> {
  const { db, ai } = deps;
  if (!ai.configured) throw new ModelNotConfiguredError("The CMO agent");
  const [cmo] = await db.select({ systemPrompt: agents.systemPrompt, model: agents.model }).from(agents).where(eq(agents.role, "cmo")).limit(1);
  const { messages, context } = input;
  const { object } = await callModel(
    (reason) => `Failed to get CMO response (${reason})`,
    () =>
      ai.generateObject({
        schema: cmoResponseSchema,
        schemaName: "cmo_response",
        model: cmo?.model,
        system:
          (cmo?.systemPrompt ?? "You are the CMO agent.") +
          `\nAnswer as a structured strategy: a summary, up to five recommended actions with priority, and content samples (Instagram post, LinkedIn post, email blast, a short X/Twitter thread, an ad headline). ` +
          `Company: ${context.companyName ?? "the group"}. Campaign type: ${context.campaignType ?? "general"}. The operator is on the ${context.currentPage ?? "dashboard"} page. Never invent results, follower counts or figures.`,
        prompt: messages.filter((m) => m.role !== "system").map((m) => `${m.role === "user" ? "Operator" : "CMO"}: ${m.content}`).join("\n"),
        signal,
      }),
  );
  return object;
}
