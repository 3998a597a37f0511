import { z } from "zod";

/** Spec 02 §2.13: the developer and DevOps panels. */
export const developerTaskSchema = z.object({
  id: z.number(), type: z.string(), description: z.string(), priority: z.string(), status: z.string(), estimatedTime: z.string().nullable(), isSample: z.boolean(),
});
export const developerTaskListSchema = z.array(developerTaskSchema);
