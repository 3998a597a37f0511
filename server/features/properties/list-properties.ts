import { and, desc } from "drizzle-orm";
import type { ListCursor } from "../../../contract/lists";
import type { Db } from "../../db/client";
import { properties, propertyColumns } from "../../db/schema";
import { afterCursor, cappedCount, cappedCountColumn, cursorTime, keysetPage, searchMatches, withIndexPlans } from "../../domain/lists";

/**
 * Stored properties, newest first, optionally searched by address, city, ZIP, owner or company
 * (the trigram index `properties_search_idx`); a keyset page after `cursor` (decision 094), or the
 * older `page` (offset) when no cursor is sent.
 */
export async function listProperties(db: Db, query: { q?: string; limit: number; cursor?: ListCursor; page: number }) {
  const where = searchMatches(properties.searchText, query.q);
  const offset = query.cursor ? 0 : (query.page - 1) * query.limit;
  const page = await withIndexPlans(db, !!query.q, async (tx) => {
    const rows = await tx
      .select({ ...propertyColumns, cursorAt: cursorTime(properties.createdAt), matches: cappedCountColumn(properties, where) })
      .from(properties)
      .where(and(where, afterCursor(properties.createdAt, properties.id, query.cursor)))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.limit + 1)
      .offset(offset);
    return keysetPage(rows, query.limit, () => (offset || query.cursor ? cappedCount(tx, properties, where) : Promise.resolve({ total: 0, totalCapped: false })));
  });
  return { ...page, page: query.page, pageSize: query.limit };
}
