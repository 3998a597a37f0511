import { z } from "zod";

/** Spec 02 §3 "Continuity conversation": the enhanced conversations view and the continuity manager read this. */
export const CONVERSATION_STATUSES = ["active", "completed", "archived"] as const;
export const CONVERSATION_PRIORITIES = ["normal", "high", "urgent"] as const;

export const enhancedConversationSchema = z.object({
  id: z.number(),
  title: z.string().nullable(),
  agentId: z.number(),
  agentName: z.string(),
  agentRole: z.string(),
  projectContext: z.string().nullable(),
  summary: z.string().nullable(),
  tags: z.array(z.string()),
  priority: z.string(),
  status: z.string(),
  messageCount: z.number(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
});
export type EnhancedConversation = z.infer<typeof enhancedConversationSchema>;

/**
 * PUT /api/conversations/:id/context. The spec's enhanced view sends `context`;
 * the continuity manager's save sends context, tags and priority through the same call.
 */
export const updateConversationContextSchema = z.object({
  context: z.string().trim().max(8000).nullable(),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
  priority: z.enum(CONVERSATION_PRIORITIES).optional(),
});
export type UpdateConversationContext = z.infer<typeof updateConversationContextSchema>;

/** PUT /api/conversations/:id/status. */
export const updateConversationStatusSchema = z.object({ status: z.enum(CONVERSATION_STATUSES) });

/** POST /api/conversations/:id/summarize → the conversation with its new summary; `engine` says how it was made. */
export const summarizeResponseSchema = z.object({
  conversation: enhancedConversationSchema,
  engine: z.enum(["model", "extractive"]),
});
