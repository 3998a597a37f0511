import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { agents, companies, dataSources, messages, systemMetrics, tasks } from "../db/schema";
import type { AgentContext } from "./engine";
import { agentTools, type ToolDeps } from "./tools";

const HISTORY_LIMIT = 40;

/**
 * What an agent knows when it answers or works: itself, its company (or the
 * user's), its tasks, the company's metrics and data sources, the
 * conversation (when there is one), and its tools.
 */
export async function loadAgentContext(
  db: Db,
  input: {
    agentId: number;
    userCompanyId: number | null;
    conversation?: { id: number; title: string | null; projectContext: string | null; summary: string | null };
    tools?: Omit<ToolDeps, "db" | "agent" | "companyId"> | false;
  },
): Promise<AgentContext> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, input.agentId));
  if (!agent) throw new Error("the agent no longer exists");
  const companyId = agent.companyId ?? input.userCompanyId;
  const [company] = companyId
    ? await db.select().from(companies).where(eq(companies.id, companyId))
    : await db.select().from(companies).orderBy(asc(companies.id)).limit(1);

  const [agentTasks, metrics, sources, history] = await Promise.all([
    db.select().from(tasks).where(eq(tasks.agentId, agent.id)).orderBy(desc(tasks.createdAt)).limit(20),
    company ? db.select().from(systemMetrics).where(eq(systemMetrics.companyId, company.id)) : Promise.resolve([]),
    company ? db.select().from(dataSources).where(eq(dataSources.companyId, company.id)) : Promise.resolve([]),
    input.conversation
      ? db
          .select({ role: messages.role, content: messages.content })
          .from(messages)
          .where(eq(messages.conversationId, input.conversation.id))
          .orderBy(desc(messages.id))
          .limit(HISTORY_LIMIT)
      : Promise.resolve([]),
  ]);

  return {
    agent: { id: agent.id, name: agent.name, role: agent.role, systemPrompt: agent.systemPrompt, companyId: agent.companyId, model: agent.model },
    company: company ? { id: company.id, name: company.name, slug: company.slug, description: company.description, industry: company.industry } : null,
    tasks: agentTasks.map((t) => ({ title: t.title, status: t.status, priority: t.priority, progress: t.progress, isSample: t.isSample })),
    metrics: metrics.map((m) => ({ service: m.service, metric: m.metric, value: m.value, isSample: m.isSample })),
    dataSources: sources.map((d) => ({ name: d.name, type: d.type, status: d.status, isSample: d.isSample })),
    history: history.reverse(),
    conversation: input.conversation
      ? { title: input.conversation.title, projectContext: input.conversation.projectContext, summary: input.conversation.summary }
      : undefined,
    tools: input.tools === false || !input.tools ? undefined : agentTools({ db, agent: { id: agent.id, name: agent.name }, companyId: company?.id ?? null, ...input.tools }),
  };
}
