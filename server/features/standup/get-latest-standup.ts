import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { standups } from "../../db/schema";

/** The most recent day's standup, or null before the first one. */
export async function getLatestStandup(db: Db) {
  const [row] = await db.select().from(standups).orderBy(desc(standups.standupDate)).limit(1);
  return row ?? null;
}
