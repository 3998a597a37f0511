import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, conversations, messages } from "../../db/schema";

export type EnhancedConversationRow = Awaited<ReturnType<typeof listEnhancedConversations>>[number];

/**
 * The enhanced conversations view (spec 02 §2.6) and the Project Continuity
 * Manager (§2.8): the user's conversations, latest first, with their agent and
 * message count; `id` narrows it to one.
 */
export async function listEnhancedConversations(db: Db, userId: number, id?: number) {
  return db
    .select({
      conversation: conversations,
      agentName: agents.name,
      agentRole: agents.role,
      messageCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
    })
    .from(conversations)
    .innerJoin(agents, eq(agents.id, conversations.agentId))
    .where(id ? and(eq(conversations.userId, userId), eq(conversations.id, id)) : eq(conversations.userId, userId))
    .orderBy(desc(conversations.lastActivity), desc(conversations.id))
    .limit(500);
}

/** One of them, after a change. */
export async function findEnhancedConversation(db: Db, userId: number, id: number) {
  const [row] = await listEnhancedConversations(db, userId, id);
  return row;
}
