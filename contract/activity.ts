import { z } from "zod";
import { textParamsSchema } from "./common";

/** Spec 02 §2.7, §9: the activity feed. */
export const ACTIVITY_FEED_LIMIT = 8;
export const activityEntrySchema = z.object({
  id: z.number(),
  type: z.string(),
  agentRole: z.string().nullable(),
  message: z.string(),
  /** The message's code and parameters, which the web translates; absent on older entries. */
  code: z.string().optional(),
  params: textParamsSchema.optional(),
  status: z.enum(["active", "completed"]),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
/** GET /api/activity: the newest entries first, at most ACTIVITY_FEED_LIMIT. */
export const activityEntryListSchema = z.array(activityEntrySchema);
