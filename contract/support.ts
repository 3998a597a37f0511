import { z } from "zod";
import { idSchema, int32 } from "./common";
import { MESSAGE_ROLES } from "./conversations";

/** POST /api/support-agent (spec 02 §7): the chat so far and where the user is. */
export const supportMessageSchema = z.object({
  role: z.enum(MESSAGE_ROLES),
  content: z.string().max(8000),
  timestamp: z.string().optional(),
});
export const supportRequestSchema = z.object({
  messages: z.array(supportMessageSchema).min(1).max(50),
  context: z
    .object({
      userEmail: z.string().max(320).nullish(),
      companyId: idSchema.nullish(),
      currentPage: z.string().max(500).nullish(),
      timestamp: z.string().max(100).nullish(),
    })
    .default({}),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;
export const supportResponseSchema = z.object({
  response: z.string(),
  /** "model" or "offline" (answers from the product's own help topics). */
  engine: z.string(),
});
export type SupportResponse = z.infer<typeof supportResponseSchema>;

/** POST /api/feedback; GET /api/feedback (admins). */
export const createFeedbackRequestSchema = z.object({
  message: z.string().trim().min(1, "Feedback cannot be empty").max(4000),
  page: z.string().max(500).nullish(),
  rating: int32(1, 5).nullish(),
});
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequestSchema>;
export const feedbackSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  email: z.string(),
  page: z.string().nullable(),
  message: z.string(),
  rating: z.number().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
/** GET /api/feedback (admins): the latest 200, newest first. */
export const feedbackListSchema = z.array(feedbackSchema);
