import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { developerTasks } from "../../db/schema";

/** The developer agent's task list (newest 50; the seeded ones are flagged sample). */
export const listDeveloperTasks = (db: Db) =>
  db.select().from(developerTasks).orderBy(desc(developerTasks.createdAt), desc(developerTasks.id)).limit(50);
