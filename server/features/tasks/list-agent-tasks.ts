import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, tasks } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** An agent's tasks, newest first (at most 200); 404 for an unknown agent. Prepared once: the task queue polls it. */
export function agentTasksQuery(db: Db) {
  const agentTasks = db
    .select()
    .from(tasks)
    .where(eq(tasks.agentId, sql.placeholder("agentId")))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(200)
    .prepare("agent_tasks");
  const agentExists = db.select({ id: agents.id }).from(agents).where(eq(agents.id, sql.placeholder("agentId"))).prepare("agent_exists");
  return async (agentId: number) => {
    const rows = await agentTasks.execute({ agentId });
    if (rows.length === 0) {
      const [agent] = await agentExists.execute({ agentId });
      if (!agent) throw notFound(`Agent ${agentId} not found`);
    }
    return rows;
  };
}
