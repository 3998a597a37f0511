import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { AgentContext } from "./engine";
import { agentTools, type ToolDeps } from "./tools";

/** The conversation's latest messages an agent reads (the prompt keeps what fits its token budget). */
export const HISTORY_LIMIT = 40;

type ContextConversation = NonNullable<AgentContext["conversation"]>;
type Tools = Omit<ToolDeps, "db" | "agent" | "companyId"> | false;

/**
 * A row of the database function `agent_context` (migration 0003): JSON columns,
 * read in one call whose plans each connection keeps. `chat_turn` answers the
 * same columns after the ones of its own.
 */
export interface AgentContextRow {
  agent: AgentContext["agent"] | null;
  company: AgentContext["company"];
  tasks: AgentContext["tasks"];
  metrics: AgentContext["metrics"];
  dataSources: AgentContext["dataSources"];
  /** Oldest first. */
  history: AgentContext["history"];
}

/** The context from such a row, with the agent's tools when asked for. */
export function agentContextFrom(db: Db, row: AgentContextRow, input: { conversation?: ContextConversation; tools?: Tools }): AgentContext {
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
 * What an agent knows when it answers or works, in one call: itself (with its
 * current model: an admin may change it), its company (or the user's), its
 * tasks, the company's metrics and data sources, the conversation (when there
 * is one), and its tools.
 */
export async function loadAgentContext(
  db: Db,
  input: { agentId: number; userCompanyId: number | null; conversation?: ContextConversation & { id: number }; tools?: Tools },
): Promise<AgentContext> {
  const { rows } = await db.execute<AgentContextRow & Record<string, unknown>>(
    sql`select * from agent_context(${input.agentId}, ${input.userCompanyId}::int, ${input.conversation?.id ?? null}::int, ${HISTORY_LIMIT})`,
  );
  return agentContextFrom(db, rows[0], input);
}
