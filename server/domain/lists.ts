import { count, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { encodeListCursor, LIST_COUNT_CAP, type ListCursor } from "../../contract/lists";
import type { Tx } from "../db/client";
import { searchText } from "../db/schema/search";

/**
 * Keyset lists (decision 094): newest first by (created_at, id). A page is the `limit` rows after
 * the cursor, one range of an index on (…, created_at, id); the count stops at LIST_COUNT_CAP.
 */

/** The row's sort key to the microsecond, in UTC: a JavaScript Date would lose the microseconds and skip rows. */
export const cursorTime = (createdAt: PgColumn) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in the order (created_at desc, id desc). */
export const afterCursor = (createdAt: PgColumn, id: PgColumn, cursor: ListCursor | undefined): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)` : undefined;

/**
 * `q` anywhere in the columns, case-insensitive, as typed (`%` and `_` are plain characters).
 * The expression is the one of the trigram index over those columns, so the index answers it.
 */
export function searchMatches(columns: PgColumn[], q: string | undefined): SQL | undefined {
  const text = q?.replace(/[\r\n]+/g, " ").trim();
  if (!text) return undefined;
  return sql`(${searchText(...columns)}) ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}

/** Matches counted up to LIST_COUNT_CAP (a count of 100,000 rows is a scan of 100,000 rows). */
export async function cappedCount(db: Tx, table: PgTable, where: SQL | undefined) {
  const limited = db.select({ one: sql`1` }).from(table).where(where).limit(LIST_COUNT_CAP + 1).as("limited");
  const [{ n }] = await db.select({ n: count() }).from(limited);
  return { total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP };
}

/** `limit + 1` rows fetched: the page, and the cursor of the next one when there is more. */
export function keysetPage<T extends { id: number }>(rows: (T & { cursorAt: string })[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeListCursor({ at: last.cursorAt, id: last.id }) : null;
  return { items: page.map(({ cursorAt: _, ...row }) => row as unknown as T), nextCursor };
}
