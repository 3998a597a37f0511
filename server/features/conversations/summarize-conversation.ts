import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { HttpError } from "../../lib/http-error";
import { extractiveSummary } from "./extractive-summary";
import { findOwnConversation } from "./find-conversation";
import { findEnhancedConversation } from "./list-enhanced-conversations";

const SUMMARY_SYSTEM =
  "Summarize this conversation between an operator and an AI agent in at most five sentences: the goal, what was decided, open questions and next steps. Use the conversation's language. Do not add facts that are not in it.";

/**
 * Stores a summary of the conversation, which every later prompt of it
 * carries: from the model, or offline an extractive one that says so.
 */
export async function summarizeConversation(deps: { db: Db; ai: LanguageModelService }, userId: number, id: number, signal?: AbortSignal) {
  const { db, ai } = deps;
  const conversation = await findOwnConversation(db, id, userId);
  const history = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.conversationId, conversation.id))
    .orderBy(asc(messages.id))
    .limit(200);
  if (history.length === 0) throw new HttpError(400, "There is nothing to summarize yet", "EMPTY_CONVERSATION");
  let summary: string;
  let engine: "model" | "extractive";
  if (ai.configured) {
    const transcript = history.map((m) => `${m.role === "user" ? "User" : "Agent"}: ${m.content}`).join("\n").slice(-24_000);
    const result = await callModel(
      (reason) => `The summary could not be made (${reason}).`,
      () =>
        ai.generateText({
          system: SUMMARY_SYSTEM,
          prompt: (conversation.projectContext ? `Project context: ${conversation.projectContext}\n\n` : "") + transcript,
          signal,
        }),
    );
    summary = result.text.trim();
    engine = "model";
  } else {
    summary = extractiveSummary(history);
    engine = "extractive";
  }
  await db.update(conversations).set({ summary, updatedAt: sql`now()` }).where(eq(conversations.id, conversation.id));
  return { conversation: await findEnhancedConversation(db, userId, conversation.id), engine };
}
