import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, companies, conversations, dataSources, messages, systemMetrics, tasks } from "../../db/schema";
import type { AgentContext, AgentEngine } from "../../agents/engine";
import { HttpError } from "../../plugins/errors";
import type { AuthUser } from "../../plugins/session";

const HISTORY_LIMIT = 20;

/**
 * Stores the user's message first (so a failed reply loses nothing), asks the
 * agent engine for a reply grounded in the agent's data, stores the reply.
 */
export async function sendMessage(
  db: Db,
  engine: AgentEngine,
  conversation: typeof conversations.$inferSelect,
  user: AuthUser,
  content: string,
  signal?: AbortSignal,
) {
  const userMessage = await db.transaction(async (tx) => {
    const [m] = await tx.insert(messages).values({ conversationId: conversation.id, role: "user", content }).returning();
    await tx
      .update(conversations)
      .set({ lastActivity: sql`now()`, updatedAt: sql`now()` })
      .where(eq(conversations.id, conversation.id));
    return m;
  });

  let reply;
  try {
    const context = await loadAgentContext(db, conversation, user);
    reply = await engine.reply(context, content, signal);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new HttpError(502, `The agent could not reply (${reason}). Your message was saved.`, "AGENT_FAILED");
  }

  const [assistant] = await db
    .insert(messages)
    .values({ conversationId: conversation.id, role: "assistant", content: reply.content, metadata: reply.metadata })
    .returning();
  return { message: userMessage, reply: assistant };
}

async function loadAgentContext(
  db: Db,
  conversation: typeof conversations.$inferSelect,
  user: AuthUser,
): Promise<AgentContext> {
  const [agent] = await db.select().from(agents).where(eq(agents.id, conversation.agentId));
  if (!agent) throw new Error("the agent no longer exists");
  const companyId = agent.companyId ?? user.companyId;
  const [company] = companyId
    ? await db.select().from(companies).where(eq(companies.id, companyId))
    : await db.select().from(companies).orderBy(asc(companies.id)).limit(1);

  const [agentTasks, metrics, sources, history] = await Promise.all([
    db.select().from(tasks).where(eq(tasks.agentId, agent.id)).orderBy(desc(tasks.createdAt)).limit(20),
    company ? db.select().from(systemMetrics).where(eq(systemMetrics.companyId, company.id)) : Promise.resolve([]),
    company ? db.select().from(dataSources).where(eq(dataSources.companyId, company.id)) : Promise.resolve([]),
    db
      .select({ role: messages.role, content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(HISTORY_LIMIT),
  ]);

  return {
    agent: { id: agent.id, name: agent.name, role: agent.role, systemPrompt: agent.systemPrompt, companyId: agent.companyId },
    company: company ? { id: company.id, name: company.name, slug: company.slug } : null,
    tasks: agentTasks.map((t) => ({ title: t.title, status: t.status, priority: t.priority, progress: t.progress, isSample: t.isSample })),
    metrics: metrics.map((m) => ({ service: m.service, metric: m.metric, value: m.value, isSample: m.isSample })),
    dataSources: sources.map((d) => ({ name: d.name, type: d.type, status: d.status, isSample: d.isSample })),
    history: history.reverse(),
  };
}
