import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/**
 * An agent's model override (admins); null or empty uses AI_MODEL. The next
 * reply reads it: the agent's context is read fresh on every turn.
 */
export async function setAgentModel(db: Db, agentId: number, model: string | null) {
  const [row] = await db
    .update(agents)
    .set({ model: model || null })
    .where(eq(agents.id, agentId))
    .returning({ id: agents.id, model: agents.model });
  if (!row) throw notFound(`Agent ${agentId} not found`);
  return row;
}
