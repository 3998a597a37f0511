import { and, desc } from "drizzle-orm";
import type { ListCursor } from "../../../contract/lists";
import type { Db } from "../../db/client";
import { properties, propertyColumns } from "../../db/schema";
import { afterCursor, cappedCount, cappedCountColumn, cursorTime, keysetPage, ListCounts, listVersionColumn, notCounted, searchedText, searchMatches, withIndexPlans } from "../../domain/lists";

/**
 * Stored properties, newest first, optionally searched by address, city, ZIP, owner or company
 * (the trigram index `properties_search_idx`); a keyset page after `cursor` (decision 094), or the
 * older `page` (offset) when no cursor is sent. `counts` keeps the capped counts per search while the
 * properties are unchanged (decision 141; none kept when not given).
 */
export async function listProperties(db: Db, query: { q?: string; limit: number; cursor?: ListCursor; page: number }, counts = new ListCounts(0)) {
  const where = searchMatches(properties.searchText, query.q);
  const offset = query.cursor ? 0 : (query.page - 1) * query.limit;
  const key = searchedText(query.q).toLowerCase();
  // The count only when none is kept for this search (decision 141).
  const matches = counts.get(key) ? notCounted : cappedCountColumn(properties, where);
  const page = await withIndexPlans(db, !!query.q, async (tx) => {
    const rows = await tx
      .select({ ...propertyColumns, cursorAt: cursorTime(properties.createdAt), version: listVersionColumn("properties"), matches })
      .from(properties)
      .where(and(where, afterCursor(properties.createdAt, properties.id, query.cursor)))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(query.limit + 1)
      .offset(offset);
    return keysetPage(rows, query.limit, { counts, key, firstPage: !offset && !query.cursor, countAlone: () => cappedCount(tx, properties, "properties", where) });
  });
  return { ...page, page: query.page, pageSize: query.limit };
}
