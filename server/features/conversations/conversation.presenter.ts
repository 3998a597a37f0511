import type { Conversation, EnhancedConversation, Message } from "../../../contract/conversations";
import type { conversations, messages } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import type { EnhancedConversationRow } from "./list-enhanced-conversations";

export const presentConversation = (c: typeof conversations.$inferSelect): Conversation => ({
  id: c.id,
  agentId: c.agentId,
  userId: c.userId,
  title: c.title,
  projectContext: c.projectContext,
  tags: c.tags,
  priority: c.priority,
  status: c.status,
  summary: c.summary,
  lastActivity: isoOrNull(c.lastActivity),
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
});

export const presentMessage = (m: typeof messages.$inferSelect): Message => ({
  id: m.id,
  conversationId: m.conversationId,
  role: m.role as Message["role"],
  content: m.content,
  metadata: m.metadata ?? null,
  createdAt: iso(m.createdAt),
});

/** A conversation in the enhanced view and the continuity manager, with its agent and message count. */
export const presentEnhancedConversation = ({ conversation: c, agentName, agentRole, messageCount, lastMessage, opening }: EnhancedConversationRow): EnhancedConversation => ({
  id: c.id,
  title: c.title,
  agentId: c.agentId,
  agentName,
  agentRole,
  projectContext: c.projectContext,
  summary: c.summary,
  tags: c.tags,
  priority: c.priority,
  status: c.status,
  messageCount: Number(messageCount),
  lastMessage: lastMessage
    ? {
        role: lastMessage.role as Message["role"],
        preview: lastMessage.preview,
        createdAt: iso(lastMessage.createdAt),
        ...(lastMessage.localized ? { localized: lastMessage.localized } : {}),
      }
    : null,
  opening: opening ?? null,
  lastActivity: isoOrNull(c.lastActivity),
  createdAt: iso(c.createdAt),
});
