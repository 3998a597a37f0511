import { z } from "zod";

/** Spec 02 §2.7, §9: the activity feed. */
export const ACTIVITY_FEED_LIMIT = 8;
export const activityEntrySchema = z.object({
  id: z.number(),
  type: z.string(),
  agentRole: z.string().nullable(),
  message: z.string(),
  status: z.enum(["active", "completed"]),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
/** GET /api/activity: the latest entries, at most ACTIVITY_FEED_LIMIT. */
export const activityFeedSchema = z.array(activityEntrySchema);
