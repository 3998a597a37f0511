import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { messages } from "../../db/schema";
import { findOwnConversation } from "./find-conversation";

/** The conversation's messages, oldest first (404 for anyone else's). */
export async function listMessages(db: Db, userId: number, conversationId: number) {
  await findOwnConversation(db, conversationId, userId);
  return db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(asc(messages.id));
}
