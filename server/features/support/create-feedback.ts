import type { z } from "zod";
import type { createFeedbackRequestSchema } from "../../../contract/support";
import type { Db } from "../../db/client";
import { feedback } from "../../db/schema";

/** Feedback (spec 02 §6), stored with the session user's id and e-mail. */
export async function createFeedback(db: Db, user: { id: number; email: string }, input: z.infer<typeof createFeedbackRequestSchema>) {
  const [row] = await db
    .insert(feedback)
    .values({ userId: user.id, email: user.email, page: input.page ?? null, message: input.message, rating: input.rating ?? null })
    .returning();
  return row;
}
