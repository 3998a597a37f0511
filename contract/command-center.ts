import { z } from "zod";
import { agentRoleSchema } from "./agents";
import { taskPrioritySchema } from "./tasks";
import { taskSchema } from "./tasks";

/** Spec 02 §2.12: the agent assignment selector. "auto" lets the planner choose. */
export const COMMAND_ASSIGNMENTS = ["auto", "all", "cto", "coo", "cmo", "strikecloser"] as const;

/**
 * POST /api/command-center/execute. The spec's client sends instruction,
 * priority and expectedOutcome; `assignTo` is our addition (optional, default
 * auto) so the assignment selector means something.
 */
export const executeCommandRequestSchema = z.object({
  instruction: z.string().trim().min(1, "Instruction is required").max(4000),
  priority: taskPrioritySchema.default("medium"),
  expectedOutcome: z.string().trim().max(2000).nullish(),
  assignTo: z.enum(COMMAND_ASSIGNMENTS).default("auto"),
});
export type ExecuteCommandRequest = z.input<typeof executeCommandRequestSchema>;

export const commandAgentSchema = z.object({ id: z.number(), name: z.string(), role: z.string() });

export const commandTaskSchema = taskSchema.extend({
  /** The operator's instruction the task came from. */
  command: z.string(),
  agentName: z.string(),
  agentRole: z.string(),
});
export type CommandTask = z.infer<typeof commandTaskSchema>;
/** GET /api/command-center/tasks: the latest 50, newest first. */
export const commandTaskListSchema = z.array(commandTaskSchema);

export const executeCommandResponseSchema = z.object({
  assignedAgents: z.array(commandAgentSchema),
  tasks: z.array(commandTaskSchema),
  /** "model": a planning call chose the agents and wrote the tasks; "keywords": offline routing by role. */
  planner: z.enum(["model", "keywords"]),
});
export type ExecuteCommandResponse = z.infer<typeof executeCommandResponseSchema>;

/** The planning call's structured answer. */
export const commandPlanSchema = z.object({
  assignments: z
    .array(
      z.object({
        role: agentRoleSchema,
        title: z.string().min(1).max(200),
        description: z.string().min(1).max(4000),
      }),
    )
    .min(1)
    .max(7),
});
export type CommandPlan = z.infer<typeof commandPlanSchema>;
