import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AgentContext } from "./engine";
import { agentTools, type ToolDeps } from "./tools";

/** The conversation's latest messages an agent reads (the prompt keeps what fits its token budget). */
export const HISTORY_LIMIT = 40;

type ContextConversation = NonNullable<AgentContext["conversation"]>;

/** The row `agentContextQuery` answers; JSON columns, one round trip. */
export interface AgentContextRow {
  agent: AgentContext["agent"] | null;
  company: AgentContext["company"];
  tasks: AgentContext["tasks"];
  metrics: AgentContext["metrics"];
  dataSources: AgentContext["dataSources"];
  /** Oldest first. */
  history: AgentContext["history"];
}

/**
 * One statement that reads what an agent knows: itself (with its model, read
 * fresh: an admin may change it), its company (or the user's, or the first),
 * its latest tasks, the company's metrics and data sources, and the
 * conversation's latest messages. `agentId` and `conversationId` are SQL
 * expressions, so a caller may compute them in its own CTEs (`with`) and add
 * its own `columns`: the chat stores the user's message in the same statement.
 */
export function agentContextQuery(input: {
  agentId: SQL;
  userCompanyId: number | null;
  conversationId?: SQL;
  historyLimit?: number;
  with?: SQL;
  columns?: SQL;
}): SQL {
  const companyId = sql`coalesce((select company_id from ctx_agent), ${input.userCompanyId}::int)`;
  const history = input.conversationId
    ? sql`(select coalesce(json_agg(json_build_object('role', role, 'content', content) order by id), '[]')
          from (select id, role, content from messages where conversation_id = ${input.conversationId} order by id desc limit ${input.historyLimit ?? HISTORY_LIMIT}) h)`
    : sql`'[]'::json`;
  return sql`with ${input.with ? sql`${input.with}, ` : sql``}
  ctx_agent as (select id, name, role, system_prompt, company_id, model from agents where id = ${input.agentId}),
  ctx_company as (select id, name, slug, description, industry from companies where id = ${companyId} or ${companyId} is null order by id limit 1)
select ${input.columns ? sql`${input.columns}, ` : sql``}
  (select json_build_object('id', id, 'name', name, 'role', role, 'systemPrompt', system_prompt, 'companyId', company_id, 'model', model) from ctx_agent) as agent,
  (select json_build_object('id', id, 'name', name, 'slug', slug, 'description', description, 'industry', industry) from ctx_company) as company,
  (select coalesce(json_agg(json_build_object('title', title, 'status', status, 'priority', priority, 'progress', progress, 'isSample', is_sample) order by created_at desc, id desc), '[]')
     from (select * from tasks where agent_id = (select id from ctx_agent) order by created_at desc, id desc limit 20) t) as tasks,
  (select coalesce(json_agg(json_build_object('service', service, 'metric', metric, 'value', value, 'isSample', is_sample) order by id), '[]')
     from system_metrics where company_id = (select id from ctx_company)) as metrics,
  (select coalesce(json_agg(json_build_object('name', name, 'type', type, 'status', status, 'isSample', is_sample) order by id), '[]')
     from data_sources where company_id = (select id from ctx_company)) as "dataSources",
  ${history} as history`;
}

/** The context from that row, with the agent's tools when asked for. */
export function agentContextFrom(
  db: Db,
  row: AgentContextRow,
  input: { conversation?: ContextConversation; tools?: Omit<ToolDeps, "db" | "agent" | "companyId"> | false },
): AgentContext {
  const { agent, company } = row;
  if (!agent) throw new Error("the agent no longer exists");
  return {
    agent,
    company,
    tasks: row.tasks,
    metrics: row.metrics,
    dataSources: row.dataSources,
    history: row.history,
    conversation: input.conversation
      ? { title: input.conversation.title, projectContext: input.conversation.projectContext, summary: input.conversation.summary }
      : undefined,
    tools: input.tools ? agentTools({ db, agent: { id: agent.id, name: agent.name }, companyId: company?.id ?? null, ...input.tools }) : undefined,
  };
}

/**
 * What an agent knows when it answers or works (one round trip): itself, its
 * company (or the user's), its tasks, the company's metrics and data sources,
 * the conversation (when there is one), and its tools.
 */
export async function loadAgentContext(
  db: Db,
  input: {
    agentId: number;
    userCompanyId: number | null;
    conversation?: ContextConversation & { id: number };
    tools?: Omit<ToolDeps, "db" | "agent" | "companyId"> | false;
  },
): Promise<AgentContext> {
  const { rows } = await db.execute<AgentContextRow & Record<string, unknown>>(
    agentContextQuery({
      agentId: sql`${input.agentId}::int`,
      userCompanyId: input.userCompanyId,
      conversationId: input.conversation ? sql`${input.conversation.id}::int` : undefined,
    }),
  );
  return agentContextFrom(db, rows[0], input);
}
