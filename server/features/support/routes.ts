import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createFeedbackRequestSchema, feedbackListSchema, feedbackSchema, supportRequestSchema, supportResponseSchema } from "../../../contract/support";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { askSupport } from "./ask-support";
import { createFeedback } from "./create-feedback";
import { listFeedback } from "./list-feedback";
import { presentFeedback } from "./support.presenter";

/** Floating support chat (spec 02 §2.5) and the feedback component (spec 02 §6). */
const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/support-agent",
    { schema: { body: supportRequestSchema, response: { 200: supportResponseSchema } } },
    async (request, reply) => askSupport({ ai: app.ai }, { ...request.body, userEmail: request.user!.email }, untilClientLeaves(reply)),
  );

  app.post(
    "/api/feedback",
    { schema: { body: createFeedbackRequestSchema, response: { 201: feedbackSchema } } },
    async (request, reply) => reply.status(201).send(presentFeedback(await createFeedback(db, request.user!, request.body))),
  );

  app.get(
    "/api/feedback",
    { config: { access: "admin" }, schema: { response: { 200: feedbackListSchema } } },
    async () => (await listFeedback(db)).map(presentFeedback),
  );
};
export default supportRoutes;
