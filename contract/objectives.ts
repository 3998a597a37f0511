import { z } from "zod";
import { agentRoleSchema } from "./agents";
import { idSchema, int32, jsonRecord, trimmedRequired } from "./common";

export const insertStrategicObjectiveSchema = z.object({
  companyId: idSchema,
  title: trimmedRequired("Title").max(300),
  description: trimmedRequired("Description").max(5000),
  category: trimmedRequired("Category").max(100),
  targetMetric: z.string().max(200).nullish(),
  targetValue: z.string().max(200).nullish(),
  priority: z.string().max(50).default("medium"),
  status: z.string().max(50).default("active"),
  deadline: z.string().datetime().nullish(),
  assignedAgents: z.array(z.string()).default([]),
  collaborativeContext: jsonRecord.nullish(),
});
export type InsertStrategicObjective = z.infer<typeof insertStrategicObjectiveSchema>;

export const insertAgentActionSchema = z.object({
  objectiveId: idSchema,
  agentId: idSchema,
  agentRole: agentRoleSchema,
  actionType: trimmedRequired("Action type").max(100),
  title: trimmedRequired("Title").max(300),
  description: trimmedRequired("Description").max(5000),
  recommendations: z.array(z.string()).default([]),
  dependencies: z.array(z.string()).default([]),
  status: z.string().max(50).default("pending"),
  priority: z.string().max(50).default("medium"),
  estimatedHours: int32(0).nullish(),
  deliverables: z.array(z.string()).default([]),
  metadata: jsonRecord.nullish(),
});
export type InsertAgentAction = z.infer<typeof insertAgentActionSchema>;

// ---- Operations tab: strategic objectives (spec 01 §3) with their planned agent actions ----
export const objectiveSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  targetMetric: z.string().nullable(),
  targetValue: z.string().nullable(),
  currentValue: z.string().nullable(),
  /** current / target when both are numbers, else null (no bar is drawn). */
  progress: z.number().nullable(),
  actions: z.array(z.object({ id: z.number(), agentRole: z.string(), title: z.string(), status: z.string(), priority: z.string() })),
});
export type Objective = z.infer<typeof objectiveSchema>;
/** GET /api/objectives: the newest first. */
export const objectiveListSchema = z.array(objectiveSchema);
