import { z } from "zod";
import { insertTaskSchema, taskPrioritySchema, taskStatusSchema } from "./entities";

/** Shapes the client reads (spec 01 §3 "Shapes as seen by the client"). */

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  plan: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const agentSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** One of AGENT_ROLES; kept open so a new role never breaks an older client. */
  role: z.string(),
  description: z.string().nullable(),
  companyId: z.number().nullable(),
  status: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;

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

export const metricSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  service: z.string(),
  metric: z.string(),
  value: z.string(),
  timestamp: z.string(),
  isSample: z.boolean(),
});
export type Metric = z.infer<typeof metricSchema>;

export const dataSourceSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  lastSync: z.string().nullable(),
  isSample: z.boolean(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

export const DEPLOYMENT_STATUSES = ["completed", "running", "failed"] as const;
export const deploymentSchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  name: z.string(),
  environment: z.string(),
  status: z.string(),
  deployedAt: z.string(),
  isSample: z.boolean(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const codeQualitySchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  testCoverage: z.number(),
  securityScore: z.string(),
  techDebt: z.string(),
  lastScan: z.string(),
  isSample: z.boolean(),
});
export type CodeQuality = z.infer<typeof codeQualitySchema>;
/** GET /api/companies/:id/code-quality answers the latest report, or null when none. */
export const codeQualityResponseSchema = codeQualitySchema.nullable();

/** Spec 01 §2: the fixed weekly report schedule. */
export const WEEKLY_REPORT_SCHEDULE = [
  { name: "Technical Health Report", when: "Mon 9 AM" },
  { name: "Infrastructure Review", when: "Wed 2 PM" },
  { name: "Security Audit Summary", when: "Fri 5 PM" },
] as const;
