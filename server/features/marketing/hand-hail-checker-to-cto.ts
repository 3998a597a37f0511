import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tasks as taskTable } from "../../db/schema";
import type { TaskService } from "../../domain/tasks";
import { findCtoAgentId } from "./find-cto-agent";

const TITLE = "Roll out the hail risk checker in marketing";
const DESCRIPTION =
  "The hail risk checker answers at /landing and GET /api/hail-risk?zip= from NOAA reports. Link it from social posts, SEO pages and outreach; keep the NOAA data current (npm run hail:import, SPC_TODAY_HAIL_URL); watch the hail ZIP checks and WhatsApp contacts in the Marketing Automation Hub.";

/** Hands the hail checker's marketing roll-out to the CTO agent once: a pending one is reused. */
export async function handHailCheckerToCto({ db, tasks }: { db: Db; tasks: TaskService }, userId: number) {
  const agentId = await findCtoAgentId(db);
  const [existing] = await db
    .select({ id: taskTable.id })
    .from(taskTable)
    .where(and(eq(taskTable.agentId, agentId), eq(taskTable.title, TITLE), eq(taskTable.status, "pending")))
    .limit(1);
  if (existing) return { taskId: existing.id, alreadyPending: true };
  const [task] = await tasks.create([{ agentId, title: TITLE, description: DESCRIPTION, priority: "high", metadata: { source: "marketing-implement-hail-checker" } }], { userId });
  return { taskId: task.id, alreadyPending: false };
}
