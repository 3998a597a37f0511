import type { DeveloperTask } from "../../../contract/developer";
import type { developerTasks } from "../../db/schema";

export const presentDeveloperTask = (t: typeof developerTasks.$inferSelect): DeveloperTask => ({
  id: t.id,
  type: t.type,
  description: t.description,
  priority: t.priority,
  status: t.status,
  estimatedTime: t.estimatedTime,
  isSample: t.isSample,
});
