import { and, desc, eq } from "drizzle-orm";
import { messages } from "../../db/schema";
import type { ReplyEvents } from "../../agents/engine";
import { loadAgentContext } from "../../agents/context";
import { badRequest } from "../../lib/http-error";
import type { AuthUser } from "../../plugins/session";
import type { conversations } from "../../db/schema";
import { replyAndStore, toolsFor, type ReplyDeps } from "./reply-and-store";

/** Regenerate: drops the last assistant reply and answers the last user message again. */
export async function regenerateReply(
  deps: ReplyDeps,
  conversation: typeof conversations.$inferSelect,
  user: AuthUser,
  signal?: AbortSignal,
  events?: ReplyEvents,
) {
  const { db } = deps;
  const latest = () => db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(desc(messages.id)).limit(1);
  const [last] = await latest();
  if (!last) throw badRequest("There is no message to answer yet");
  let question = last;
  if (last.role === "assistant") {
    await db.delete(messages).where(and(eq(messages.id, last.id), eq(messages.conversationId, conversation.id)));
    const [prev] = await latest();
    if (!prev || prev.role !== "user") throw badRequest("There is no message to answer yet");
    question = prev;
  }
  const reply = await replyAndStore(
    deps,
    conversation.id,
    () => loadAgentContext(db, { agentId: conversation.agentId, userCompanyId: user.companyId, conversation, tools: toolsFor(deps, user.id) }),
    question.content,
    signal,
    events,
  );
  return { reply };
}
