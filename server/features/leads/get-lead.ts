import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leadConsents, leadEvents, leads } from "../../db/schema";
import { notFound } from "../../lib/http-error";
import { ownerNames } from "./owner-names";

/** A lead with its timeline (oldest first), consent records and the names of who acted. */
export async function getLead(db: Db, id: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound("Lead not found");
  const [events, consents] = await Promise.all([
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.occurredAt), asc(leadEvents.id)).limit(500),
    db.select().from(leadConsents).where(eq(leadConsents.leadId, id)).orderBy(desc(leadConsents.givenAt)),
  ]);
  const userIds = [lead.ownerUserId, ...events.filter((e) => e.actor === "user").map((e) => Number(e.actorId))].filter((x): x is number => x != null && Number.isInteger(x));
  const roles = [lead.ownerAgentRole, ...events.filter((e) => e.actor === "agent").map((e) => e.actorId)].filter((x): x is string => !!x);
  return { lead, events, consents, names: await ownerNames(db, [...new Set(userIds)], [...new Set(roles)]) };
}
