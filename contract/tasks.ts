import { z } from "zod";
import { INT32_MAX, int32, jsonRecord, trimmedRequired } from "./common";

export const TASK_STATUSES = ["pending", "in_progress", "completed", "failed"] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ["low", "medium", "high"] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const insertTaskSchema = z.object({
  agentId: z.number({ error: "Agent is required" }).int().positive().max(INT32_MAX),
  title: trimmedRequired("Title").max(200),
  description: trimmedRequired("Description").max(5000),
  status: taskStatusSchema.default("pending"),
  progress: int32(0, 100).default(0),
  priority: taskPrioritySchema.default("medium"),
  metadata: jsonRecord.nullish(),
});
export type InsertTask = z.infer<typeof insertTaskSchema>;

export const taskSchema = z.object({
  id: z.number(),
  agentId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: taskStatusSchema,
  progress: z.number().int().min(0).max(100),
  priority: taskPrioritySchema,
  metadata: z.record(z.string(), z.unknown()).nullable(),
  isSample: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** POST /api/tasks: the client sends agentId, title, description, status, progress, priority. */
export const createTaskRequestSchema = insertTaskSchema;
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>;
/** GET /api/agents/:id/tasks: the newest first, at most 200. */
export const taskListSchema = z.array(taskSchema);
