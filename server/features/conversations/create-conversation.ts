import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, conversations } from "../../db/schema";
import { badRequest } from "../../lib/http-error";

export async function createConversation(db: Db, input: { agentId: number; userId: number; title?: string }) {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, input.agentId));
    if (!agent) throw badRequest(`Agent ${input.agentId} does not exist`);
    const [row] = await tx
      .insert(conversations)
      .values({ agentId: input.agentId, userId: input.userId, title: input.title || `Chat with ${agent.name}` })
      .returning();
    return row;
  });
}
