import { z } from "zod";

/**
 * The stored data model of spec 01 §3 as zod schemas. Field names are the
 * contract's camelCase; the database columns are snake_case (server/db/schema).
 * Insert shapes omit id and created/updated timestamps (and the fields the
 * spec names per entity).
 */

export const AGENT_ROLES = ["cto", "coo", "cmo", "strikecloser", "social", "developer", "devops"] as const;
export const agentRoleSchema = z.enum(AGENT_ROLES);
export type AgentRole = z.infer<typeof agentRoleSchema>;

export const TASK_STATUSES = ["pending", "in_progress", "completed", "failed"] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export const TASK_PRIORITIES = ["low", "medium", "high"] as const;
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);

export const DATA_SOURCE_STATUSES = ["active", "syncing", "error"] as const;

const jsonRecord = z.record(z.string(), z.unknown());
const trimmedRequired = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

export const insertCompanySchema = z.object({
  name: trimmedRequired("Name").max(200),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required")
    .max(100)
    .regex(/^[a-z0-9-]+$/, "Slug may use lowercase letters, digits and hyphens"),
  description: z.string().max(5000).nullish(),
  industry: z.string().max(200).nullish(),
  website: z.string().max(500).nullish(),
  plan: z.string().max(50).default("free"),
  status: z.string().max(50).default("active"),
});
export type InsertCompany = z.infer<typeof insertCompanySchema>;

export const USER_ROLES = ["admin", "user"] as const;

export const insertUserSchema = z.object({
  email: z.email("Please enter a valid email address").max(320),
  password: z.string().min(6, "Password must be at least 6 characters").max(200),
  firstName: trimmedRequired("First name").max(100),
  lastName: trimmedRequired("Last name").max(100),
  role: z.string().max(50).default("user"),
  companyId: z.number().int().positive().nullish(),
  status: z.string().max(50).default("active"),
});
export type InsertUser = z.infer<typeof insertUserSchema>;

/** The registration shape: user fields plus confirmPassword, which must match. */
export const registerUserSchema = insertUserSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterUser = z.infer<typeof registerUserSchema>;

export const insertAgentSchema = z.object({
  name: trimmedRequired("Name").max(200),
  role: agentRoleSchema,
  systemPrompt: trimmedRequired("System prompt").max(20000),
  description: z.string().max(2000).nullish(),
  companyId: z.number().int().positive().nullish(),
  status: z.string().max(50).default("active"),
});
export type InsertAgent = z.infer<typeof insertAgentSchema>;

export const insertConversationSchema = z.object({
  agentId: z.number().int().positive(),
  userId: z.number().int().positive(),
  title: z.string().max(300).nullish(),
  projectContext: z.string().max(20000).nullish(),
  tags: z.array(z.string().max(100)).max(50).default([]),
  priority: z.string().max(50).default("normal"),
  status: z.string().max(50).default("active"),
  summary: z.string().max(20000).nullish(),
});
export type InsertConversation = z.infer<typeof insertConversationSchema>;

export const MESSAGE_ROLES = ["user", "assistant", "system"] as const;
export const insertMessageSchema = z.object({
  conversationId: z.number().int().positive(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string().min(1).max(32000),
  metadata: jsonRecord.nullish(),
});
export type InsertMessage = z.infer<typeof insertMessageSchema>;

export const insertTaskSchema = z.object({
  agentId: z.number({ error: "Agent is required" }).int().positive(),
  title: trimmedRequired("Title").max(200),
  description: trimmedRequired("Description").max(5000),
  status: taskStatusSchema.default("pending"),
  progress: z.number().int().min(0).max(100).default(0),
  priority: taskPrioritySchema.default("medium"),
  metadata: jsonRecord.nullish(),
});
export type InsertTask = z.infer<typeof insertTaskSchema>;

export const insertStrategicObjectiveSchema = z.object({
  companyId: z.number().int().positive(),
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
  objectiveId: z.number().int().positive(),
  agentId: z.number().int().positive(),
  agentRole: agentRoleSchema,
  actionType: trimmedRequired("Action type").max(100),
  title: trimmedRequired("Title").max(300),
  description: trimmedRequired("Description").max(5000),
  recommendations: z.array(z.string()).default([]),
  dependencies: z.array(z.string()).default([]),
  status: z.string().max(50).default("pending"),
  priority: z.string().max(50).default("medium"),
  estimatedHours: z.number().int().min(0).nullish(),
  deliverables: z.array(z.string()).default([]),
  metadata: jsonRecord.nullish(),
});
export type InsertAgentAction = z.infer<typeof insertAgentActionSchema>;

export const insertSystemMetricSchema = z.object({
  companyId: z.number().int().positive(),
  service: trimmedRequired("Service").max(200),
  metric: trimmedRequired("Metric").max(200),
  value: trimmedRequired("Value").max(200),
});
export type InsertSystemMetric = z.infer<typeof insertSystemMetricSchema>;

export const insertDataSourceSchema = z.object({
  companyId: z.number().int().positive(),
  name: trimmedRequired("Name").max(200),
  type: trimmedRequired("Type").max(50),
  status: z.string().max(50).default("active"),
  config: jsonRecord.nullish(),
});
export type InsertDataSource = z.infer<typeof insertDataSourceSchema>;
