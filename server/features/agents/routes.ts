import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agentListSchema } from "../../../contract/agents";
import { agents } from "../../db/schema";
import { presentAgent } from "./agent.presenter";

const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const listAgents = app.database.db
    .select({
      id: agents.id,
      name: agents.name,
      role: agents.role,
      description: agents.description,
      companyId: agents.companyId,
      status: agents.status,
    })
    .from(agents)
    .orderBy(asc(agents.id))
    .prepare("list_agents");

  // The list changes rarely: read it at most once a second.
  let cached: { agents: ReturnType<typeof presentAgent>[]; until: number } | null = null;
  app.get("/api/agents", { schema: { response: { 200: agentListSchema } } }, async () => {
    if (cached && cached.until > Date.now()) return cached.agents;
    const agents = (await listAgents.execute()).map(presentAgent);
    cached = { agents, until: Date.now() + 1_000 };
    return agents;
  });
};
export default agentRoutes;
