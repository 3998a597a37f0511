import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agentActions, strategicObjectives } from "../../db/schema";

/** The stored strategic objectives (newest 50), each with its planned agent actions. */
export async function listObjectives(db: Db) {
  const objectives = await db.select().from(strategicObjectives).orderBy(desc(strategicObjectives.createdAt)).limit(50);
  const actions = objectives.length ? await db.select().from(agentActions).orderBy(agentActions.id) : [];
  return objectives.map((objective) => ({ objective, actions: actions.filter((a) => a.objectiveId === objective.id) }));
}
