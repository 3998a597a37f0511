import { eq, sql } from "drizzle-orm";
import type { AgentUsage } from "../../../contract/ai";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import type { AgentEngine } from "../../agents/engine";
import { notFound } from "../../lib/http-error";
import { engineLabel } from "./engine-label";

/** Tokens an agent used per UTC day over the last `days` days: its chat replies and its task runs. */
export async function getAgentUsage(deps: { db: Db; engine: AgentEngine }, agentId: number, days: number): Promise<AgentUsage> {
  const { db } = deps;
  const [agent] = await db.select({ id: agents.id, model: agents.model }).from(agents).where(eq(agents.id, agentId));
  if (!agent) throw notFound(`Agent ${agentId} not found`);
  const { rows } = await db.execute<{ day: string; input: string; output: string; replies: string; task_runs: string }>(sql`
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
     where at >= now() - make_interval(days => ${days})
     group by 1 order by 1 desc`);
  return {
    agentId: agent.id,
    model: engineLabel(deps.engine, agent.model),
    days: rows.map((r) => ({
      day: r.day,
      inputTokens: Number(r.input),
      outputTokens: Number(r.output),
      replies: Number(r.replies),
      taskRuns: Number(r.task_runs),
    })),
  };
}
