import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, tasks } from "../../db/schema";
import { COMMAND_SOURCE } from "../../domain/tasks";

/** The latest 50 tasks the command center created, with their agents. */
export async function listCommandTasks(db: Db) {
  return db
    .select({ task: tasks, agent: { name: agents.name, role: agents.role } })
    .from(tasks)
    .innerJoin(agents, eq(agents.id, tasks.agentId))
    .where(sql`${tasks.metadata}->>'source' = ${COMMAND_SOURCE}`)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(50);
}
