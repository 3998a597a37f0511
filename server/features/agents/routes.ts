import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agentListSchema } from "../../../contract/agents";
import { presentAgent } from "./agent.presenter";
import { agentListQuery } from "./list-agents";

/** Spec 01 §3, §7: the agents (id, name, role …). */
const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const listAgents = agentListQuery(app.database.db);
  app.get("/api/agents", { schema: { response: { 200: agentListSchema } } }, async () => (await listAgents()).map(presentAgent));
};
export default agentRoutes;
