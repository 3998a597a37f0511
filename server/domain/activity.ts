import type { Db } from "../db/client";
import { activityLog } from "../db/schema";

/**
 * The activity feed's one writer: features record what really happened (task
 * created or completed, lead added, standup posted, campaign launched, command
 * dispatched). Nothing else adds entries. Takes a transaction as well as the database.
 */
export async function recordActivity(
  db: Pick<Db, "insert">,
  entry: {
    type: string;
    message: string;
    /** The message's code and parameters: the web shows it in the reader's language (decision 060). */
    code?: string;
    params?: Record<string, string | number>;
    agentRole?: string | null;
    status?: "active" | "completed";
  },
) {
  await db.insert(activityLog).values({
    type: entry.type,
    message: entry.message,
    code: entry.code ?? null,
    params: entry.params ?? null,
    agentRole: entry.agentRole ?? null,
    status: entry.status ?? "completed",
  });
}
