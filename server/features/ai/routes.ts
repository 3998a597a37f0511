import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { agentModelSchema, agentUsageQuerySchema, agentUsageSchema, aiStatusQuerySchema, aiStatusSchema, setAgentModelRequestSchema } from "../../../contract/ai";
import { getAgentUsage } from "./get-agent-usage";
import { getAiStatus } from "./get-ai-status";
import { setAgentModel } from "./set-agent-model";

/** The model in use, the agents' token usage, and the per-agent model (decisions 020, 022). */
const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get("/api/ai/status", { schema: { querystring: aiStatusQuerySchema, response: { 200: aiStatusSchema } } }, async (request) =>
    getAiStatus({ db, engine: app.agentEngine, provider: app.config.ai?.provider ?? null }, request.query.agentId),
  );

  app.get(
    "/api/agents/:id/usage",
    { schema: { params: idParamSchema, querystring: agentUsageQuerySchema, response: { 200: agentUsageSchema } } },
    async (request) => getAgentUsage({ db, engine: app.agentEngine }, request.params.id, request.query.days),
  );

  app.put(
    "/api/agents/:id/model",
    { config: { access: "admin" }, schema: { params: idParamSchema, body: setAgentModelRequestSchema, response: { 200: agentModelSchema } } },
    async (request) => setAgentModel(db, request.params.id, request.body.model),
  );
};
export default aiRoutes;
