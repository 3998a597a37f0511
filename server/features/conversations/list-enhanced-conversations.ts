import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { LAST_MESSAGE_PREVIEW, OPENING_PREVIEW } from "../../../contract/conversations";
import type { Db } from "../../db/client";
import { agents, conversations, messages } from "../../db/schema";

export type EnhancedConversationRow = Awaited<ReturnType<typeof listEnhancedConversations>>[number];

/**
 * The enhanced conversations view (spec 02 §2.6) and the Project Continuity
 * Manager (§2.8): the user's conversations, latest first, with their agent and
 * message count and latest message; `id` narrows it to one (listed even when empty).
 * Without `id`, a conversation with no message and no project context is left out.
 */
export async function listEnhancedConversations(db: Db, userId: number, id?: number, latestWithAgent?: number) {
  return db
    .select({
      conversation: conversations,
      agentName: agents.name,
      agentRole: agents.role,
      messageCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
      // An offline reply written in both languages (decision 111) is previewed in both.
      lastMessage: sql<{ role: string; preview: string; createdAt: string; localized: { en: string | null; es: string | null } | null } | null>`(
        select json_build_object('role', m.role, 'preview', left(regexp_replace(m.content, '\\s+', ' ', 'g'), ${LAST_MESSAGE_PREVIEW}), 'createdAt', m.created_at,
          'localized', case when jsonb_typeof(m.metadata->'localized') = 'object' then json_build_object(
            'en', left(regexp_replace(m.metadata->'localized'->>'en', '\\s+', ' ', 'g'), ${LAST_MESSAGE_PREVIEW}),
            'es', left(regexp_replace(m.metadata->'localized'->>'es', '\\s+', ' ', 'g'), ${LAST_MESSAGE_PREVIEW})) end)
        from ${messages} m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
      opening: sql<string | null>`(
        select left(regexp_replace(m.content, '\\s+', ' ', 'g'), ${OPENING_PREVIEW})
        from ${messages} m where m.conversation_id = ${conversations.id} and m.role = 'user' order by m.id limit 1)`,
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(
      id
        ? and(eq(conversations.userId, userId), eq(conversations.id, id))
        : latestWithAgent
          ? and(
              eq(conversations.userId, userId),
              eq(conversations.agentId, latestWithAgent),
              ne(conversations.status, "archived"),
              sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id})`,
            )
          : and(
              eq(conversations.userId, userId),
              or(isNotNull(conversations.projectContext), sql`exists (select 1 from ${messages} where ${messages.conversationId} = ${conversations.id})`),
            ),
    )
    .orderBy(desc(conversations.lastActivity), desc(conversations.id))
    .limit(latestWithAgent ? 1 : 500);
}

/**
 * The chat panel's conversation when it opens (decision 110): the user's latest conversation
 * with this agent that has a message and is not archived, or null (the chat starts empty).
 */
export async function findLatestConversation(db: Db, userId: number, agentId: number) {
  const [row] = await listEnhancedConversations(db, userId, undefined, agentId);
  return row ?? null;
}

/** One of them, after a change. */
export async function findEnhancedConversation(db: Db, userId: number, id: number) {
  const [row] = await listEnhancedConversations(db, userId, id);
  return row;
}
