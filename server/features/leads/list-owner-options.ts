import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, users } from "../../db/schema";

/** Who can own a lead: the active operators and the active agents. */
export async function listOwnerOptions(db: Db) {
  const [u, a] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).orderBy(asc(users.firstName)),
    db.select({ role: agents.role, name: agents.name }).from(agents).where(eq(agents.status, "active")).orderBy(asc(agents.name)),
  ]);
  const seen = new Set<string>();
  return {
    users: u.map((x) => ({ id: `user:${x.id}`, name: `${x.firstName} ${x.lastName}`.trim() })),
    agents: a.filter((x) => !seen.has(x.role) && seen.add(x.role)).map((x) => ({ id: `agent:${x.role}`, name: x.name })),
  };
}
