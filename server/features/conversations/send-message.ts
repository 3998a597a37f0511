import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations, messages } from "../../db/schema";
import type { AgentEngine, ReplyEvents } from "../../agents/engine";
import { loadAgentContext } from "../../agents/context";
import { HttpError, badRequest } from "../../plugins/errors";
import type { AuthUser } from "../../plugins/session";
import type { TaskService } from "../../plugins/tasks";

export interface SendDeps {
  db: Db;
  engine: AgentEngine;
  /** Creates the tasks the agent makes with its tools. */
  tasks?: Pick<TaskService, "create">;
}

type Conversation = typeof conversations.$inferSelect;
type MessageRow = typeof messages.$inferSelect;

/**
 * Stores the user's message first (so a failed reply loses nothing), asks the
 * agent engine for a reply grounded in the agent's data (streamed through
 * `events` when given), stores the reply. A reply the user stopped is stored
 * with what had arrived (metadata.stopped), or not at all if nothing had.
 */
export async function sendMessage(
  deps: SendDeps,
  conversation: Conversation,
  user: AuthUser,
  content: string,
  signal?: AbortSignal,
  events?: ReplyEvents & { onUserMessage?(m: MessageRow): void },
) {
  const { db } = deps;
  // One statement (no BEGIN/COMMIT round trips): store the message and touch the conversation.
  const [userMessage] = await db
    .with(db.$with("touched").as(db.update(conversations).set({ lastActivity: sql`now()`, updatedAt: sql`now()` }).where(eq(conversations.id, conversation.id)).returning({ id: conversations.id })))
    .insert(messages)
    .values({ conversationId: conversation.id, role: "user", content })
    .returning();
  events?.onUserMessage?.(userMessage);
  const reply = await replyTo(deps, conversation, user, content, signal, events);
  return { message: userMessage, reply };
}

/** Regenerate: drops the last assistant reply and answers the last user message again. */
export async function regenerateReply(
  deps: SendDeps,
  conversation: Conversation,
  user: AuthUser,
  signal?: AbortSignal,
  events?: ReplyEvents,
) {
  const { db } = deps;
  const [last] = await db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(desc(messages.id)).limit(1);
  if (!last) throw badRequest("There is no message to answer yet");
  let question = last;
  if (last.role === "assistant") {
    await db.delete(messages).where(and(eq(messages.id, last.id), eq(messages.conversationId, conversation.id)));
    const [prev] = await db.select().from(messages).where(eq(messages.conversationId, conversation.id)).orderBy(desc(messages.id)).limit(1);
    if (!prev || prev.role !== "user") throw badRequest("There is no message to answer yet");
    question = prev;
  }
  const reply = await replyTo(deps, conversation, user, question.content, signal, events);
  return { reply };
}

async function replyTo(
  deps: SendDeps,
  conversation: Conversation,
  user: AuthUser,
  content: string,
  signal: AbortSignal | undefined,
  events: ReplyEvents | undefined,
): Promise<MessageRow | null> {
  const { db, engine } = deps;
  let reply;
  try {
    const context = await loadAgentContext(db, {
      agentId: conversation.agentId,
      userCompanyId: user.companyId,
      conversation,
      tools: engine.work ? { userId: user.id, tasks: deps.tasks } : false,
    });
    reply = await engine.reply(context, content, signal, events);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new HttpError(502, `The agent could not reply (${reason}). Your message was saved.`, "AGENT_FAILED");
  }
  if (reply.metadata.stopped && !reply.content) return null;

  const [assistant] = await db
    .insert(messages)
    .values({ conversationId: conversation.id, role: "assistant", content: reply.content, metadata: reply.metadata })
    .returning();
  return assistant;
}
