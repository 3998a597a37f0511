import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { feedback } from "../../db/schema";

/** The latest 200 feedback entries, newest first (for admins). */
export async function listFeedback(db: Db) {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(200);
}
