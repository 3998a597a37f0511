import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import type { AgentContext, AgentEngine, ReplyEvents } from "../../agents/engine";
import { callModel } from "../../agents/model-call";
import type { TaskService } from "../../domain/tasks";

export interface ReplyDeps {
  db: Db;
  engine: AgentEngine;
  /** Creates the tasks the agent makes with its tools. */
  tasks?: Pick<TaskService, "create">;
}

export type MessageRow = typeof messages.$inferSelect;

/**
 * Asks the agent engine for a reply (streamed through `events` when given) and
 * stores it once it is complete: the first token goes out before anything is
 * written. A failure is the 502 AGENT_FAILED saying the user's message was
 * saved. A reply the user stopped is stored with what had arrived
 * (metadata.stopped), or not at all if nothing had.
 */
export async function replyAndStore(
  deps: ReplyDeps,
  conversationId: number,
  context: () => AgentContext | Promise<AgentContext>,
  content: string,
  signal: AbortSignal | undefined,
  events: ReplyEvents | undefined,
): Promise<MessageRow | null> {
  const reply = await callModel(
    (reason) => `The agent could not reply (${reason}). Your message was saved.`,
    async () => deps.engine.reply(await context(), content, signal, events),
  );
  if (reply.metadata.stopped && !reply.content) return null;
  const [assistant] = await deps.db
    .insert(messages)
    .values({ conversationId, role: "assistant", content: reply.content, metadata: reply.metadata })
    .returning();
  return assistant;
}

/** The agent's tools when its engine can use them (the language model), acting for `userId`. */
export const toolsFor = (deps: ReplyDeps, userId: number) => (deps.engine.work ? { userId, tasks: deps.tasks } : false);
