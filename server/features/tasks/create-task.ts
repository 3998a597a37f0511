import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, tasks } from "../../db/schema";
import type { InsertTask } from "../../../contract/entities";
import { badRequest } from "../../plugins/errors";
import { recordActivity } from "../../db/activity";

export async function createTask(db: Db, input: InsertTask, createdBy: number) {
  const task = await db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: agents.id, role: agents.role }).from(agents).where(eq(agents.id, input.agentId));
    if (!agent) throw badRequest(`Agent ${input.agentId} does not exist`);
    const [task] = await tx
      .insert(tasks)
      .values({ ...input, metadata: { ...(input.metadata ?? {}), createdBy } })
      .returning();
    await recordActivity(tx as unknown as Db, { type: "task_created", agentRole: agent.role, message: `Task created: ${task.title}`, status: "active" });
    return task;
  });
  return task;
}
