import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import { findOwnConversation } from "./find-conversation";
import { findEnhancedConversation } from "./list-enhanced-conversations";

/** Active, completed or archived. */
export async function updateConversationStatus(db: Db, userId: number, id: number, status: string) {
  await findOwnConversation(db, id, userId);
  await db.update(conversations).set({ status, updatedAt: sql`now()` }).where(eq(conversations.id, id));
  return findEnhancedConversation(db, userId, id);
}
