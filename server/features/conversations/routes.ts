import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { idParamSchema } from "../../../contract/common";
import {
  conversationSchema,
  createConversationRequestSchema,
  enhancedConversationListSchema,
  enhancedConversationSchema,
  latestConversationQuerySchema,
  latestConversationSchema,
  messageListSchema,
  regenerateResponseSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
  summarizeResponseSchema,
  updateConversationContextSchema,
  updateConversationStatusSchema,
} from "../../../contract/conversations";
import type { ReplyEvents } from "../../agents/engine";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { HttpError } from "../../lib/http-error";
import { openEventStream, wantsEventStream, type EventStream } from "../../lib/sse";
import { presentConversation, presentEnhancedConversation, presentMessage } from "./conversation.presenter";
import { createConversation } from "./create-conversation";
import { findOwnConversation } from "./find-conversation";
import { findLatestConversation, listEnhancedConversations } from "./list-enhanced-conversations";
import { listMessages } from "./list-messages";
import { regenerateReply } from "./regenerate-reply";
import type { MessageRow, ReplyDeps } from "./reply-and-store";
import { sendMessage } from "./send-message";
import { summarizeConversation } from "./summarize-conversation";
import { updateConversationContext } from "./update-conversation-context";
import { updateConversationStatus } from "./update-conversation-status";

type StreamEvents = ReplyEvents & { onUserMessage(m: MessageRow): void };

/**
 * Answers a turn as server-sent events: `message` (the stored user message),
 * `delta`, `tool-call`, `tool-result`, then `done` or `error`. The stream
 * opens at the first event, so a failure before it (404) is an ordinary JSON
 * answer; after it, a failure is the `error` event.
 */
async function streamTurn(
  request: FastifyRequest,
  reply: FastifyReply,
  turn: (signal: AbortSignal, events: StreamEvents) => Promise<{ reply: MessageRow | null }>,
  openAtOnce = false,
) {
  const signal = untilClientLeaves(reply);
  let stream: EventStream | undefined;
  const open = () => (stream ??= openEventStream(request, reply, signal));
  const send = (event: string, data: unknown) => open().send(event, data);
  if (openAtOnce) open();
  try {
    const result = await turn(signal, {
      onUserMessage: (m) => send("message", presentMessage(m)),
      onText: (text) => send("delta", { text }),
      onToolCall: (call) => send("tool-call", call),
      onToolResult: (call) => send("tool-result", call),
    });
    send("done", { reply: result.reply ? presentMessage(result.reply) : null });
  } catch (err) {
    if (!stream) throw err;
    stream.fail(err, "The agent could not reply. Your message was saved.");
  } finally {
    stream?.end();
  }
  return reply;
}

const stopped = () => new HttpError(499, "The reply was stopped.", "STOPPED");

/**
 * Conversations with an agent (spec 01 §3), the streamed chat (decision 021),
 * the enhanced conversations view (spec 02 §2.6) and the Project Continuity
 * Manager (§2.8).
 */
const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (): ReplyDeps => ({ db, engine: app.agentEngine, tasks: app.tasks });

  app.post(
    "/api/conversations",
    { schema: { body: createConversationRequestSchema, response: { 201: conversationSchema } } },
    async (request, reply) => {
      // The user comes from the session, never from the body.
      const row = await createConversation(db, { agentId: request.body.agentId, userId: request.user!.id, title: request.body.title });
      return reply.status(201).send(presentConversation(row));
    },
  );

  app.get(
    "/api/conversations/:id/messages",
    { schema: { params: idParamSchema, response: { 200: messageListSchema } } },
    async (request) => (await listMessages(db, request.user!.id, request.params.id)).map(presentMessage),
  );

  app.post(
    "/api/conversations/:id/messages",
    { schema: { params: idParamSchema, body: sendMessageRequestSchema, response: { 201: sendMessageResponseSchema } } },
    async (request, reply) => {
      const input = { conversationId: request.params.id, user: request.user!, content: request.body.content };
      if (wantsEventStream(request)) return streamTurn(request, reply, (signal, events) => sendMessage(deps(), input, signal, events));
      const result = await sendMessage(deps(), input, untilClientLeaves(reply));
      if (!result.reply) throw stopped();
      return reply.status(201).send({ message: presentMessage(result.message), reply: presentMessage(result.reply) });
    },
  );

  /** Answers the last user message again (the last reply, if any, is replaced). SSE or JSON. */
  app.post(
    "/api/conversations/:id/regenerate",
    { schema: { params: idParamSchema, response: { 201: regenerateResponseSchema } } },
    async (request, reply) => {
      const conversation = await findOwnConversation(db, request.params.id, request.user!.id);
      if (wantsEventStream(request)) {
        return streamTurn(request, reply, (signal, events) => regenerateReply(deps(), conversation, request.user!, signal, events), true);
      }
      const result = await regenerateReply(deps(), conversation, request.user!, untilClientLeaves(reply));
      if (!result.reply) throw stopped();
      return reply.status(201).send({ reply: presentMessage(result.reply) });
    },
  );

  app.get("/api/conversations/enhanced", { schema: { response: { 200: enhancedConversationListSchema } } }, async (request) =>
    (await listEnhancedConversations(db, request.user!.id)).map(presentEnhancedConversation),
  );

  /** The conversation the chat panel reopens for an agent (decision 110). */
  app.get(
    "/api/conversations/latest",
    { schema: { querystring: latestConversationQuerySchema, response: { 200: latestConversationSchema } } },
    async (request) => {
      const row = await findLatestConversation(db, request.user!.id, request.query.agentId);
      return { conversation: row ? presentEnhancedConversation(row) : null };
    },
  );

  app.put(
    "/api/conversations/:id/context",
    { schema: { params: idParamSchema, body: updateConversationContextSchema, response: { 200: enhancedConversationSchema } } },
    async (request) => presentEnhancedConversation(await updateConversationContext(db, request.user!.id, request.params.id, request.body)),
  );

  app.put(
    "/api/conversations/:id/status",
    { schema: { params: idParamSchema, body: updateConversationStatusSchema, response: { 200: enhancedConversationSchema } } },
    async (request) => presentEnhancedConversation(await updateConversationStatus(db, request.user!.id, request.params.id, request.body.status)),
  );

  app.post(
    "/api/conversations/:id/summarize",
    { schema: { params: idParamSchema, response: { 200: summarizeResponseSchema } } },
    async (request, reply) => {
      const result = await summarizeConversation({ db, ai: app.ai }, request.user!.id, request.params.id, untilClientLeaves(reply));
      return { conversation: presentEnhancedConversation(result.conversation), engine: result.engine };
    },
  );
};
export default conversationRoutes;
