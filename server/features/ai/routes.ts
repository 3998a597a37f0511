import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { agentUsageSchema, aiStatusSchema, setAgentModelRequestSchema } from "../../../contract/ai";
import { agents } from "../../db/schema";
import { notFound } from "../../plugins/errors";

const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const engineLabel = (model?: string | null) => app.agentEngine.label?.(model) ?? app.agentEngine.name;

  app.get(
    "/api/ai/status",
    { schema: { querystring: z.object({ agentId: z.coerce.number().int().positive().optional() }), response: { 200: aiStatusSchema } } },
    async (request) => {
      let model: string | null = null;
      if (request.query.agentId) {
        const [a] = await db.select({ model: agents.model }).from(agents).where(eq(agents.id, request.query.agentId));
        if (!a) throw notFound(`Agent ${request.query.agentId} not found`);
        model = a.model;
      }
      return { configured: Boolean(app.agentEngine.work), provider: app.config.ai?.provider ?? null, label: engineLabel(model) };
    },
  );

  app.get(
    "/api/agents/:id/usage",
    {
      schema: {
        params: idParamSchema,
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
        response: { 200: agentUsageSchema },
      },
    },
    async (request) => {
      const [agent] = await db.select({ id: agents.id, model: agents.model }).from(agents).where(eq(agents.id, request.params.id));
      if (!agent) throw notFound(`Agent ${request.params.id} not found`);
      const { rows } = await app.database.db.execute<{ day: string; input: string; output: string; replies: string; task_runs: string }>(sql`
        with usage as (
          select m.created_at as at, m.metadata->'usage' as u, 1 as reply, 0 as task_run
            from messages m join conversations c on c.id = m.conversation_id
           where c.agent_id = ${agent.id} and m.role = 'assistant' and m.metadata ? 'usage'
          union all
          select (t.metadata->>'completedAt')::timestamptz, t.metadata->'resultMeta'->'usage', 0, 1
            from tasks t
           where t.agent_id = ${agent.id} and t.metadata->'resultMeta' ? 'usage'
        )
        select to_char(date_trunc('day', at at time zone 'UTC'), 'YYYY-MM-DD') as day,
               sum(coalesce((u->>'inputTokens')::bigint, 0)) as input,
               sum(coalesce((u->>'outputTokens')::bigint, 0)) as output,
               sum(reply) as replies, sum(task_run) as task_runs
          from usage
         where at >= now() - make_interval(days => ${request.query.days})
         group by 1 order by 1 desc`);
      return {
        agentId: agent.id,
        model: engineLabel(agent.model),
        days: rows.map((r) => ({
          day: r.day,
          inputTokens: Number(r.input),
          outputTokens: Number(r.output),
          replies: Number(r.replies),
          taskRuns: Number(r.task_runs),
        })),
      };
    },
  );

  app.put(
    "/api/agents/:id/model",
    { config: { access: "admin" }, schema: { params: idParamSchema, body: setAgentModelRequestSchema, response: { 200: z.object({ id: z.number(), model: z.string().nullable() }) } } },
    async (request) => {
      const [row] = await db
        .update(agents)
        .set({ model: request.body.model || null })
        .where(eq(agents.id, request.params.id))
        .returning({ id: agents.id, model: agents.model });
      if (!row) throw notFound(`Agent ${request.params.id} not found`);
      return row;
    },
  );
};
export default aiRoutes;
