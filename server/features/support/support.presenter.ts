import type { Feedback } from "../../../contract/support";
import type { feedback } from "../../db/schema";
import { iso } from "../../lib/dates";

export const presentFeedback = (f: typeof feedback.$inferSelect): Feedback => ({
  id: f.id,
  userId: f.userId,
  email: f.email,
  page: f.page,
  message: f.message,
  rating: f.rating,
  createdAt: iso(f.createdAt),
});
