import type { ActivityEntry } from "../../../contract/activity";
import type { activityLog } from "../../db/schema";
import { iso } from "../../lib/dates";

export const presentActivityEntry = (a: typeof activityLog.$inferSelect): ActivityEntry => ({
  id: a.id,
  type: a.type,
  agentRole: a.agentRole,
  message: a.message,
  ...(a.code ? { code: a.code } : {}),
  ...(a.params ? { params: a.params } : {}),
  status: a.status === "active" ? "active" : "completed",
  createdAt: iso(a.createdAt),
});
