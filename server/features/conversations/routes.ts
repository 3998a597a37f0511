import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { conversationSchema, createConversationRequestSchema, messageListSchema, regenerateResponseSchema, sendMessageRequestSchema, sendMessageResponseSchema } from "../../../contract/conversations";
import { messages } from "../../db/schema";
import { presentConversation, presentMessage } from "./conversation.presenter";
import { createConversation } from "./create-conversation";
import { findOwnConversation } from "./find-conversation";
import { regenerateReply, sendMessage, type SendDeps } from "./send-message";
import { HttpError } from "../../plugins/errors";
import { openEventStream, wantsEventStream, type EventStream } from "../../lib/sse";

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = (): SendDeps => ({
    db,
    engine: app.agentEngine,
    tasks: app.tasks,
  });

  /** Streams a reply: `message` (the stored user message), `delta`, `tool-call`, `tool-result`, `done` or `error`. */
  const streamEvents = (stream: EventStream) => ({
    onUserMessage: (m: typeof messages.$inferSelect) => stream.send("message", presentMessage(m)),
    onText: (text: string) => stream.send("delta", { text }),
    onToolCall: (call: unknown) => stream.send("tool-call", call),
    onToolResult: (call: unknown) => stream.send("tool-result", call),
  });
  const streamFailure = (stream: EventStream, err: unknown) => {
    const e = err instanceof HttpError ? err : null;
    stream.send("error", { statusCode: e?.statusCode ?? 500, code: e?.code, message: e?.message ?? "The agent could not reply. Your message was saved." });
    if (!e) app.log.error({ err }, "streamed reply failed");
  };

  app.post(
    "/api/conversations",
    { schema: { body: createConversationRequestSchema, response: { 201: conversationSchema } } },
    async (request, reply) => {
      // The user comes from the session, never from the body.
      const row = await createConversation(db, {
        agentId: request.body.agentId,
        userId: request.user!.id,
        title: request.body.title,
      });
      return reply.status(201).send(presentConversation(row));
    },
  );

  app.get(
    "/api/conversations/:id/messages",
    { schema: { params: idParamSchema, response: { 200: messageListSchema } } },
    async (request) => {
      await findOwnConversation(db, request.params.id, request.user!.id);
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, request.params.id))
        .orderBy(asc(messages.id));
      return rows.map(presentMessage);
    },
  );

  app.post(
    "/api/conversations/:id/messages",
    {
      schema: { params: idParamSchema, body: sendMessageRequestSchema, response: { 201: sendMessageResponseSchema } },
    },
    async (request, reply) => {
      const conversation = await findOwnConversation(db, request.params.id, request.user!.id);
      if (wantsEventStream(request)) {
        const stream = openEventStream(request, reply);
        try {
          const result = await sendMessage(deps(), conversation, request.user!, request.body.content, stream.signal, streamEvents(stream));
          stream.send("done", { reply: result.reply ? presentMessage(result.reply) : null });
        } catch (err) {
          streamFailure(stream, err);
        } finally {
          stream.end();
        }
        return reply;
      }
      const abort = new AbortController();
      // The response closing before it was sent means the client went away
      // (the request's own "close" fires as soon as its body has been read).
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const result = await sendMessage(deps(), conversation, request.user!, request.body.content, abort.signal);
      if (!result.reply) throw new HttpError(499, "The reply was stopped.", "STOPPED");
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
        const stream = openEventStream(request, reply);
        try {
          const result = await regenerateReply(deps(), conversation, request.user!, stream.signal, streamEvents(stream));
          stream.send("done", { reply: result.reply ? presentMessage(result.reply) : null });
        } catch (err) {
          streamFailure(stream, err);
        } finally {
          stream.end();
        }
        return reply;
      }
      const result = await regenerateReply(deps(), conversation, request.user!);
      if (!result.reply) throw new HttpError(499, "The reply was stopped.", "STOPPED");
      return reply.status(201).send({ reply: presentMessage(result.reply) });
    },
  );
};
export default conversationRoutes;
