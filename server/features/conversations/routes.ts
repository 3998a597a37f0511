import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import {
  conversationSchema,
  createConversationRequestSchema,
  messageSchema,
  sendMessageRequestSchema,
  sendMessageResponseSchema,
} from "../../../contract/chat";
import { messages } from "../../db/schema";
import { presentConversation, presentMessage } from "./conversation.presenter";
import { createConversation } from "./create-conversation";
import { findOwnConversation } from "./find-conversation";
import { sendMessage } from "./send-message";

const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

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
    { schema: { params: idParamSchema, response: { 200: z.array(messageSchema) } } },
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
      const abort = new AbortController();
      request.raw.on("close", () => {
        if (!reply.raw.writableEnded) abort.abort();
      });
      const result = await sendMessage(db, app.agentEngine, conversation, request.user!, request.body.content, abort.signal);
      return reply.status(201).send({ message: presentMessage(result.message), reply: presentMessage(result.reply) });
    },
  );
};
export default conversationRoutes;
