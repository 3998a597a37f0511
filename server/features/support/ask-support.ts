import type { z } from "zod";
import type { supportRequestSchema, SupportResponse } from "../../../contract/support";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { HttpError } from "../../lib/http-error";
import { HELP_TOPICS, offlineSupportAnswer } from "./help-topics";

const SUPPORT_SYSTEM = `You are the support assistant of AI Operations Hub, an internal console where operators of RoofStrike (storm-damage roofing claims, Houston) and DealEngineAI (cross-border real estate, Mexico) work with AI agents.
Help with using and configuring the product. Be brief and concrete. Never invent data about the user's business; point to where it is shown instead.
What you know about the product:
${HELP_TOPICS.map((t) => `- ${t.answer}`).join("\n")}`;

/**
 * The floating support chat (spec 02 §2.5): the model, told who asks (the
 * session's user, not the body's) and from which page; offline, the product's
 * own help topics, saying no model is configured.
 */
export async function askSupport(
  deps: { ai: LanguageModelService },
  input: z.infer<typeof supportRequestSchema> & { userEmail: string },
  signal?: AbortSignal,
): Promise<SupportResponse> {
  const { ai } = deps;
  const { messages, context } = input;
  const question = [...messages].reverse().find((m) => m.role === "user")?.content.trim() ?? "";
  if (!question) throw new HttpError(400, "Ask a question first", "EMPTY_QUESTION");
  if (!ai.configured) return { response: offlineSupportAnswer(question), engine: "offline" };
  const transcript = messages
    .filter((m) => m.role !== "system")
    .slice(-12)
    .map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.content}`)
    .join("\n");
  const result = await callModel(
    (reason) => `The support assistant could not answer (${reason}).`,
    () =>
      ai.generateText({
        system: `${SUPPORT_SYSTEM}\n\nThe user is ${input.userEmail}${context.currentPage ? `, on the page ${context.currentPage}` : ""}.`,
        prompt: `${transcript}\nAssistant:`,
        signal,
      }),
  );
  return { response: result.text.trim(), engine: "model" };
}
