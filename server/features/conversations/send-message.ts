import { sql } from "drizzle-orm";
import type { AgentReplyMetadata, ReplyEvents } from "../../agents/engine";
import { agentContextFrom, HISTORY_LIMIT, type AgentContextRow } from "../../agents/context";
import { notFound } from "../../lib/http-error";
import type { AuthUser } from "../../plugins/session";
import { replyAndStore, toolsFor, type MessageRow, type ReplyDeps } from "./reply-and-store";

/** A row of the database function `chat_turn`: the conversation and the stored message, then the agent's context. */
interface TurnRow extends AgentContextRow {
  conversation: { title: string | null; projectContext: string | null; summary: string | null };
  message: { id: number; conversationId: number; role: string; content: string; metadata: AgentReplyMetadata | null; createdAt: string };
}

/**
 * A user's message and the agent's reply. Before the model is called there is
 * one call to the database (`chat_turn`, migration 0003): it checks the
 * conversation is the user's, stores the message (so a failed reply loses
 * nothing), touches the conversation and reads the agent's context. Then the
 * reply streams through `events` and is stored when complete. Someone else's
 * or a missing conversation is a 404 and stores nothing.
 */
export async function sendMessage(
  deps: ReplyDeps,
  input: { conversationId: number; user: AuthUser; content: string },
  signal?: AbortSignal,
  events?: ReplyEvents & { onUserMessage?(m: MessageRow): void },
) {
  const { db } = deps;
  const { conversationId, user, content } = input;
  const { rows } = await db.execute<TurnRow & Record<string, unknown>>(
    sql`select * from chat_turn(${conversationId}, ${user.id}, ${content}, ${user.companyId}::int, ${HISTORY_LIMIT})`,
  );
  const row = rows[0];
  if (!row) throw notFound(`Conversation ${conversationId} not found`);
  const message: MessageRow = { ...row.message, createdAt: new Date(row.message.createdAt) };
  events?.onUserMessage?.(message);
  const conversation = row.conversation;
  const reply = await replyAndStore(
    deps,
    conversationId,
    () => agentContextFrom(db, row, { conversation, tools: toolsFor(deps, user.id) }),
    content,
    signal,
    events,
  );
  return { message, reply };
}
