import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversations } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** A conversation of this user; anyone else's answers 404, like a missing one. */
export async function findOwnConversation(db: Db, id: number, userId: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
  if (!row) throw notFound(`Conversation ${id} not found`);
  return row;
}
