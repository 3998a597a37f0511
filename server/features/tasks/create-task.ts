import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, tasks } from "../../db/schema";
import type { InsertTask } from "../../../contract/entities";
import { badRequest } from "../../plugins/errors";

export async function createTask(db: Db, input: InsertTask, createdBy: number) {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, input.agentId));
    if (!agent) throw badRequest(`Agent ${input.agentId} does not exist`);
    const [task] = await tx
      .insert(tasks)
      .values({ ...input, metadata: { ...(input.metadata ?? {}), createdBy } })
      .returning();
    return task;
  });
}
