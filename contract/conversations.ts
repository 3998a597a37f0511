import { z } from "zod";
import { coercedIdSchema, idSchema, jsonRecord, trimmedRequired } from "./common";

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
  agentId: idSchema,
  userId: z.unknown().optional(),
  title: z.string().trim().max(300).optional(),
});
export type CreateConversationRequest = z.infer<typeof createConversationRequestSchema>;

export const MAX_MESSAGE_LENGTH = 16000;
/** Who wrote a chat message: the conversations, the support chat and the CMO chat share it. */
export const MESSAGE_ROLES = ["user", "assistant", "system"] as const;
export const messageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  role: z.enum(MESSAGE_ROLES),
  content: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
/** GET /api/conversations/:id/messages, oldest first. */
export const messageListSchema = z.array(messageSchema);

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

/** POST /api/conversations/:id/regenerate (JSON): the new reply. */
export const regenerateResponseSchema = z.object({ reply: messageSchema });

export const insertConversationSchema = z.object({
  agentId: idSchema,
  userId: idSchema,
  title: z.string().max(300).nullish(),
  projectContext: z.string().max(20000).nullish(),
  tags: z.array(z.string().max(100)).max(50).default([]),
  priority: z.string().max(50).default("normal"),
  status: z.string().max(50).default("active"),
  summary: z.string().max(20000).nullish(),
});
export type InsertConversation = z.infer<typeof insertConversationSchema>;

export const insertMessageSchema = z.object({
  conversationId: idSchema,
  role: z.enum(MESSAGE_ROLES),
  content: z.string().min(1).max(32000),
  metadata: jsonRecord.nullish(),
});
export type InsertMessage = z.infer<typeof insertMessageSchema>;

/** Spec 02 §3 "Continuity conversation": the enhanced conversations view and the continuity manager read this. */
export const CONVERSATION_STATUSES = ["active", "completed", "archived"] as const;
export const CONVERSATION_PRIORITIES = ["normal", "high", "urgent"] as const;

/** How much of the latest message the conversation list carries. */
export const LAST_MESSAGE_PREVIEW = 160;
export const OPENING_PREVIEW = 90;

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
  /** The latest message, its text cut to LAST_MESSAGE_PREVIEW characters: the list's preview line. */
  lastMessage: z
    .object({
      role: z.enum(MESSAGE_ROLES),
      preview: z.string(),
      createdAt: z.string(),
      /** An offline reply's preview in each language (decision 111); absent for any other message. */
      localized: z.object({ en: z.string().nullable(), es: z.string().nullable() }).nullable().optional(),
    })
    .nullable(),
  /** The first message the user sent, cut to OPENING_PREVIEW characters: the row's headline when the title is the default "Chat with …". */
  opening: z.string().nullable(),
  lastActivity: z.string().nullable(),
  createdAt: z.string(),
});
export type EnhancedConversation = z.infer<typeof enhancedConversationSchema>;
/**
 * GET /api/conversations/enhanced: the user's conversations, latest activity first. A
 * conversation with no message and no project context is not listed (a chat is created
 * with its first message; older empty rows stay out of the way).
 */
export const enhancedConversationListSchema = z.array(enhancedConversationSchema);

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

/** GET /api/conversations/latest?agentId=: which agent's latest conversation the chat panel reopens. */
export const latestConversationQuerySchema = z.object({ agentId: coercedIdSchema });
/**
 * GET /api/conversations/latest: the user's latest conversation with the agent that has a message
 * and is not archived, or null when there is none (the chat starts empty). Decision 110.
 */
export const latestConversationSchema = z.object({ conversation: enhancedConversationSchema.nullable() });
export type LatestConversation = z.infer<typeof latestConversationSchema>;
