import { desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createFeedbackRequestSchema, feedbackListSchema, feedbackSchema, supportRequestSchema, supportResponseSchema } from "../../../contract/support";
import { feedback } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { iso } from "../../lib/dates";
import { offlineSupportAnswer, HELP_TOPICS } from "./help-topics";

const SUPPORT_SYSTEM = `You are the support assistant of AI Operations Hub, an internal console where operators of RoofStrike (storm-damage roofing claims, Houston) and DealEngineAI (cross-border real estate, Mexico) work with AI agents.
Help with using and configuring the product. Be brief and concrete. Never invent data about the user's business; point to where it is shown instead.
What you know about the product:
${HELP_TOPICS.map((t) => `- ${t.answer}`).join("\n")}`;

/** Floating support chat (spec 02 §2.5) and the feedback component (spec 02 §6). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/support-agent",
    { schema: { body: supportRequestSchema, response: { 200: supportResponseSchema } } },
    async (request, reply) => {
      const { messages, context } = request.body;
      const question = [...messages].reverse().find((m) => m.role === "user")?.content.trim() ?? "";
      if (!question) throw new HttpError(400, "Ask a question first", "EMPTY_QUESTION");
      if (!app.ai.configured) return { response: offlineSupportAnswer(question), engine: "offline" };
      const transcript = messages
        .filter((m) => m.role !== "system")
        .slice(-12)
        .map((m) => `${m.role === "user" ? "User" : "Assistant"}: ${m.content}`)
        .join("\n");
      const abort = new AbortController();
      // The response closing before it was sent means the client went away
      // (the request's own "close" fires as soon as its body has been read).
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      try {
        const result = await app.ai.generateText({
          system: `${SUPPORT_SYSTEM}\n\nThe user is ${request.user!.email}${context.currentPage ? `, on the page ${context.currentPage}` : ""}.`,
          prompt: `${transcript}\nAssistant:`,
          signal: abort.signal,
        });
        return { response: result.text.trim(), engine: "model" };
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new HttpError(502, `The support assistant could not answer (${reason}).`, "AGENT_FAILED");
      }
    },
  );

  app.post(
    "/api/feedback",
    { schema: { body: createFeedbackRequestSchema, response: { 201: feedbackSchema } } },
    async (request, reply) => {
      const [row] = await db
        .insert(feedback)
        .values({ userId: request.user!.id, email: request.user!.email, page: request.body.page ?? null, message: request.body.message, rating: request.body.rating ?? null })
        .returning();
      return reply.status(201).send({ ...row, createdAt: iso(row.createdAt) });
    },
  );

  app.get(
    "/api/feedback",
    { config: { access: "admin" }, schema: { response: { 200: feedbackListSchema } } },
    async () => {
      const rows = await db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(200);
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    },
  );
};
export default supportRoutes;
