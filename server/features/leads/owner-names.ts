import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agents, users } from "../../db/schema";
import type { OwnerNames } from "./leads.presenter";

/** Display names of the operators (by id) and agents (by role) a page of leads mentions. */
export async function ownerNames(db: Db, userIds: number[], roles: string[]): Promise<OwnerNames> {
  const [u, a] = await Promise.all([
    userIds.length ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds)) : [],
    roles.length ? db.select({ role: agents.role, name: agents.name }).from(agents).where(inArray(agents.role, roles)) : [],
  ]);
  return { users: new Map(u.map((x) => [x.id, `${x.firstName} ${x.lastName}`.trim()])), agents: new Map(a.map((x) => [x.role, x.name])) };
}
