import { asc } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { agentSchema } from "../../../contract/dashboard";
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

  app.get("/api/agents", { schema: { response: { 200: z.array(agentSchema) } } }, async () => {
    const rows = await listAgents.execute();
    return rows.map(presentAgent);
  });
};
export default agentRoutes;
