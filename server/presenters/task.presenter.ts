import type { Task } from "../../contract/tasks";
import type { tasks } from "../db/schema";
import { iso } from "../lib/dates";

export const presentTask = (t: typeof tasks.$inferSelect): Task => ({
  id: t.id,
  agentId: t.agentId,
  title: t.title,
  description: t.description,
  status: t.status as Task["status"],
  progress: t.progress,
  priority: t.priority as Task["priority"],
  metadata: t.metadata ?? null,
  isSample: t.isSample,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
});
