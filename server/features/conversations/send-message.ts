import { sql } from "drizzle-orm";
import type { AgentReplyMetadata, ReplyEvents } from "../../agents/engine";
import { agentContextFrom, agentContextQuery, HISTORY_LIMIT, type AgentContextRow } from "../../agents/context";
import { notFound } from "../../plugins/errors";
import type { AuthUser } from "../../plugins/session";
import { replyAndStore, toolsFor, type MessageRow, type ReplyDeps } from "./reply-and-store";

/** The row of the one statement below: the stored message and the conversation, with the agent's context. */
interface TurnRow extends AgentContextRow {
  conversation: { title: string | null; projectContext: string | null; summary: string | null } | null;
  message: { id: number; conversationId: number; role: string; content: string; metadata: AgentReplyMetadata | null; createdAt: string } | null;
}

/**
 * A user's message and the agent's reply. Before the model is called there is
 * one round trip: a single statement checks the conversation is the user's,
 * stores the message (so a failed reply loses nothing), touches the
 * conversation and reads the agent's context. Then the reply streams through
 * `events` and is stored when complete. Someone else's or a missing
 * conversation is a 404 and stores nothing.
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
    agentContextQuery({
      with: sql`conv as (select id, agent_id, title, project_context, summary from conversations where id = ${conversationId} and user_id = ${user.id}),
  touched as (update conversations set last_activity = now(), updated_at = now() where id = (select id from conv) returning id),
  stored as (insert into messages (conversation_id, role, content) select id, 'user', ${content} from conv returning *)`,
      columns: sql`(select json_build_object('title', title, 'projectContext', project_context, 'summary', summary) from conv) as conversation,
  (select json_build_object('id', id, 'conversationId', conversation_id, 'role', role, 'content', content, 'metadata', metadata, 'createdAt', created_at) from stored) as message`,
      agentId: sql`(select agent_id from conv)`,
      userCompanyId: user.companyId,
      conversationId: sql`(select id from conv)`,
      // The statement does not see its own insert: the new message is added below.
      historyLimit: HISTORY_LIMIT - 1,
    }),
  );
  const row = rows[0];
  if (!row?.message || !row.conversation) throw notFound(`Conversation ${conversationId} not found`);
  const message: MessageRow = { ...row.message, createdAt: new Date(row.message.createdAt) };
  events?.onUserMessage?.(message);
  row.history.push({ role: "user", content });
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
