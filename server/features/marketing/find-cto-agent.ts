import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** The CTO agent's id; 409 when there is none to hand a task to. */
export async function findCtoAgentId(db: Db) {
  const [cto] = await db.select({ id: agents.id }).from(agents).where(eq(agents.role, "cto")).limit(1);
  if (!cto) throw new HttpError(409, "There is no CTO agent to hand the task to.");
  return cto.id;
}
