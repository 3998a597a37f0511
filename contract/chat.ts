import { z } from "zod";

export const conversationSchema = z.object({
  id: z.number(),
  agentId: z.number(),
  userId: z.number(),
  title: z.string().nullable(),
  projectContext: z.string().nullable(),
  tags: z.array(z.string()),
  priority: z.string(),
  status: z.string(),
  summary: z.string().nullable(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * POST /api/conversations. The spec's client sends userId fixed at 1; the server
 * ignores it and takes the user from the session.
 */
export const createConversationRequestSchema = z.object({
  agentId: z.number().int().positive(),
  userId: z.unknown().optional(),
  title: z.string().trim().max(300).optional(),
});
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;

export const MAX_MESSAGE_LENGTH = 16000;
export const messageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  role: z.enum(["user", "assistant", "system"]),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const sendMessageRequestSchema = z.object({
  role: z.literal("user").default("user"),
  content: z
    .string()
    .trim()
    .min(1, "Message cannot be empty")
    .max(MAX_MESSAGE_LENGTH, `Message is longer than ${MAX_MESSAGE_LENGTH} characters`),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** The stored user message and the agent's stored reply. */
export const sendMessageResponseSchema = z.object({
  message: messageSchema,
  reply: messageSchema,
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

/** What an assistant message's metadata says about how it was produced. */
export const assistantMetadataSchema = z.object({
  engine: z.string(),
  model: z.string().optional(),
  error: z.string().optional(),
});
export type AssistantMetadata = z.infer<typeof assistantMetadataSchema>;
