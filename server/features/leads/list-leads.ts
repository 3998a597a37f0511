import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { LEAD_PAGE_SIZE } from "../../../contract/leads";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { ownerNames } from "./owner-names";

/** Leads newest first, filtered by status, source and platform, searched in address, names, ZIP, phone and e-mail; a page at a time. */
export async function listLeads(db: Db, query: { status?: string; source?: string; platform?: string; q?: string; page: number }) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    query.status ? eq(leads.status, query.status) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.platform ? eq(leads.platform, query.platform) : undefined,
    like
      ? or(ilike(leads.propertyAddress, like), ilike(leads.ownerName, like), ilike(leads.companyName, like), ilike(leads.zipCode, like), ilike(leads.contactPhone, like), ilike(leads.contactEmail, like))
      : undefined,
  );
  const [items, [{ total }]] = await Promise.all([
    db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(LEAD_PAGE_SIZE).offset((query.page - 1) * LEAD_PAGE_SIZE),
    db.select({ total: count() }).from(leads).where(where),
  ]);
  const names = await ownerNames(
    db,
    [...new Set(items.map((l) => l.ownerUserId).filter((x): x is number => x != null))],
    [...new Set(items.map((l) => l.ownerAgentRole).filter((x): x is string => x != null))],
  );
  return { total, page: query.page, pageSize: LEAD_PAGE_SIZE, items, names };
}
