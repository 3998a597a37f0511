import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { enhancedConversationListSchema, enhancedConversationSchema, summarizeResponseSchema, updateConversationContextSchema, updateConversationStatusSchema } from "../../../contract/conversations";
import { agents, conversations, messages } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { iso, isoOrNull } from "../../lib/dates";
import { findOwnConversation } from "./find-conversation";
import { extractiveSummary } from "./summary";

/** The enhanced conversations view (spec 02 §2.6) and the Project Continuity Manager (§2.8). */
const enhancedConversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const listFor = async (userId: number, id?: number) => {
    const rows = await db
      .select({
        c: conversations,
        agentName: agents.name,
        agentRole: agents.role,
        messageCount: sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id})`,
      })
      .from(conversations)
      .innerJoin(agents, eq(agents.id, conversations.agentId))
      .where(id ? and(eq(conversations.userId, userId), eq(conversations.id, id)) : eq(conversations.userId, userId))
      .orderBy(desc(conversations.lastActivity), desc(conversations.id))
      .limit(500);
    return rows.map((r) => ({
      id: r.c.id,
      title: r.c.title,
      agentId: r.c.agentId,
      agentName: r.agentName,
      agentRole: r.agentRole,
      projectContext: r.c.projectContext,
      summary: r.c.summary,
      tags: r.c.tags,
      priority: r.c.priority,
      status: r.c.status,
      messageCount: Number(r.messageCount),
      lastActivity: isoOrNull(r.c.lastActivity),
      createdAt: iso(r.c.createdAt),
    }));
  };
  const one = async (userId: number, id: number) => (await listFor(userId, id))[0];

  app.get("/api/conversations/enhanced", { schema: { response: { 200: enhancedConversationListSchema } } }, async (request) =>
    listFor(request.user!.id),
  );

  app.put(
    "/api/conversations/:id/context",
    { schema: { params: idParamSchema, body: updateConversationContextSchema, response: { 200: enhancedConversationSchema } } },
    async (request) => {
      await findOwnConversation(db, request.params.id, request.user!.id);
      const { context, tags, priority } = request.body;
      await db
        .update(conversations)
        .set({
          projectContext: context || null,
          ...(tags ? { tags: [...new Set(tags)] } : {}),
          ...(priority ? { priority } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(conversations.id, request.params.id));
      return one(request.user!.id, request.params.id);
    },
  );

  app.put(
    "/api/conversations/:id/status",
    { schema: { params: idParamSchema, body: updateConversationStatusSchema, response: { 200: enhancedConversationSchema } } },
    async (request) => {
      await findOwnConversation(db, request.params.id, request.user!.id);
      await db.update(conversations).set({ status: request.body.status, updatedAt: sql`now()` }).where(eq(conversations.id, request.params.id));
      return one(request.user!.id, request.params.id);
    },
  );

  app.post(
    "/api/conversations/:id/summarize",
    { schema: { params: idParamSchema, response: { 200: summarizeResponseSchema } } },
    async (request) => {
      const conversation = await findOwnConversation(db, request.params.id, request.user!.id);
      const history = await db
        .select({ role: messages.role, content: messages.content })
        .from(messages)
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(asc(messages.id))
        .limit(200);
      if (history.length === 0) throw new HttpError(400, "There is nothing to summarize yet", "EMPTY_CONVERSATION");
      let summary: string;
      let engine: "model" | "extractive";
      if (app.ai.configured) {
        const transcript = history.map((m) => `${m.role === "user" ? "User" : "Agent"}: ${m.content}`).join("\n").slice(-24_000);
        try {
          const result = await app.ai.generateText({
            system:
              "Summarize this conversation between an operator and an AI agent in at most five sentences: the goal, what was decided, open questions and next steps. Use the conversation's language. Do not add facts that are not in it.",
            prompt: (conversation.projectContext ? `Project context: ${conversation.projectContext}\n\n` : "") + transcript,
          });
          summary = result.text.trim();
          engine = "model";
        } catch (err) {
          throw new HttpError(502, `The summary could not be made (${err instanceof Error ? err.message : String(err)}).`, "AGENT_FAILED");
        }
      } else {
        summary = extractiveSummary(history);
        engine = "extractive";
      }
      await db.update(conversations).set({ summary, updatedAt: sql`now()` }).where(eq(conversations.id, conversation.id));
      return { conversation: await one(request.user!.id, conversation.id), engine };
    },
  );
};
export default enhancedConversationRoutes;
