import { eq, sql } from "drizzle-orm";
import type { UpdateConversationContext } from "../../../contract/conversations";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import { findOwnConversation } from "./find-conversation";
import { findEnhancedConversation } from "./list-enhanced-conversations";

/** The continuity manager's save: project context, and tags (once each) and priority when given. */
export async function updateConversationContext(db: Db, userId: number, id: number, input: UpdateConversationContext) {
  await findOwnConversation(db, id, userId);
  const { context, tags, priority } = input;
  await db
    .update(conversations)
    .set({
      projectContext: context || null,
      ...(tags ? { tags: [...new Set(tags)] } : {}),
      ...(priority ? { priority } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(conversations.id, id));
  return findEnhancedConversation(db, userId, id);
}
