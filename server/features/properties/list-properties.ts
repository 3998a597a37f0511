import { count, desc, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";

export const PROPERTY_PAGE_SIZE = 50;

/** Stored properties, newest first, optionally searched by address, city, ZIP, owner or company. */
export async function listProperties(db: Db, query: { q?: string; page: number }) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = like
    ? or(ilike(properties.address, like), ilike(properties.city, like), ilike(properties.zip, like), ilike(properties.ownerName, like), ilike(properties.company, like))
    : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select().from(properties).where(where).orderBy(desc(properties.createdAt), desc(properties.id)).limit(PROPERTY_PAGE_SIZE).offset((query.page - 1) * PROPERTY_PAGE_SIZE),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return { total, page: query.page, pageSize: PROPERTY_PAGE_SIZE, items };
}
