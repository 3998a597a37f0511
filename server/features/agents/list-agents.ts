import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";

/** The agents list, as one prepared statement read at most once a second: it changes rarely and every page asks for it. */
export function agentListQuery(db: Db) {
  const query = db
    .select({ id: agents.id, name: agents.name, role: agents.role, description: agents.description, companyId: agents.companyId, status: agents.status })
    .from(agents)
    .orderBy(asc(agents.id))
    .prepare("list_agents");
  let cached: { rows: Awaited<ReturnType<typeof query.execute>>; until: number } | null = null;
  return async () => {
    if (cached && cached.until > Date.now()) return cached.rows;
    const rows = await query.execute();
    cached = { rows, until: Date.now() + 1_000 };
    return rows;
  };
}
