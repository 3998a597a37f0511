import { z } from "zod";
import { coercedIdSchema, coercedInt32 } from "./common";

/** GET /api/ai/status[?agentId=]: what answers, for the "<model> Powered" / "Offline engine" badge. */
export const aiStatusQuerySchema = z.object({ agentId: coercedIdSchema.optional() });
export const aiStatusSchema = z.object({
  configured: z.boolean(),
  /** Configured and its last call answered (the stored language-model check): what "Ready to Launch" needs. */
  proven: z.boolean(),
  provider: z.string().nullable(),
  /** The model id in use (the agent's override when agentId is given), or "Offline engine". */
  label: z.string(),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;

/** GET /api/agents/:id/usage?days=N: token usage of the agent's replies and task runs, per UTC day. */
export const agentUsageQuerySchema = z.object({ days: coercedInt32(1, 90).default(7) });
export const agentUsageDaySchema = z.object({
  day: z.string(),
  inputTokens: z.number(),
  outputTokens: z.number(),
  replies: z.number(),
  taskRuns: z.number(),
});
export const agentUsageSchema = z.object({
  agentId: z.number(),
  model: z.string(),
  days: z.array(agentUsageDaySchema),
});
export type AgentUsage = z.infer<typeof agentUsageSchema>;

/** PUT /api/agents/:id/model (admins): the agent's model override; null uses AI_MODEL. */
export const setAgentModelRequestSchema = z.object({ model: z.string().trim().max(200).nullable() });
export const agentModelSchema = z.object({ id: z.number(), model: z.string().nullable() });
