import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { encodeListCursor, LIST_COUNT_CAP, type ListCursor } from "../../contract/lists";
import type { Db, Tx } from "../db/client";

/**
 * Keyset lists (decision 094): newest first by (created_at, id). A page is the `limit` rows after
 * the cursor, one range of an index on (…, created_at, id); the count stops at LIST_COUNT_CAP.
 */

/**
 * Runs a list's statements with sequential scans priced out. A list is always served by an index
 * (the keyset order, a filter's range, the trigram search), but the planner prices the search
 * as cheap, so for a capped count of a common word it picked a sequential scan that stops "early" —
 * after 40,000 rows (113 ms on PGlite at 100,000 leads when each row joined six columns for `ilike`,
 * against 27 ms through the trigram bitmap; decision 094). Since decision 131 a row's check is a
 * `like` on the stored `search_text`, cheaper, but 40,000 of them still lose to the bitmap. Without a search
 * (`searching` false) the plans are index ranges anyway, and the statement runs as it is.
 */
export function withIndexPlans<T>(db: Db, searching: boolean, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (!searching) return fn(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return fn(tx);
  });
}

/** The row's sort key to the microsecond, in UTC: a JavaScript Date would lose the microseconds and skip rows. */
export const cursorTime = (createdAt: PgColumn) => sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in the order (created_at desc, id desc). */
export const afterCursor = (createdAt: PgColumn, id: PgColumn, cursor: ListCursor | undefined): SQL | undefined =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::int)` : undefined;

/**
 * `q` anywhere in the searched columns, case-insensitive, as typed (`%` and `_` are plain
 * characters). `searchText` is the table's stored, lower-cased search column (decision 131), so
 * `like lower(…)` matches the rows `ilike` on the joined columns matched; its trigram index answers it.
 */
export function searchMatches(searchText: PgColumn, q: string | undefined): SQL | undefined {
  const text = q?.replace(/[\r\n]+/g, " ").trim();
  if (!text) return undefined;
  return sql`${searchText} like lower(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}::text)`;
}

/**
 * Matches counted up to LIST_COUNT_CAP (a count of 100,000 rows is a scan of 100,000 rows), as a
 * column of the page's own statement: one uncorrelated subquery, computed once, one round trip.
 */
export const cappedCountColumn = (table: PgTable, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${LIST_COUNT_CAP + 1}) capped)`.mapWith(Number);

/** The capped count on its own, for a page that came back empty (a cursor past the last row). */
export async function cappedCount(db: Tx, table: PgTable, where: SQL | undefined) {
  const [{ n }] = await db.select({ n: cappedCountColumn(table, where) }).from(sql`(select 1) one`);
  return capped(n);
}

const capped = (n: number) => ({ total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP });

/**
 * A page from its statement's `limit + 1` rows (each with `cursorAt` and the capped count
 * `matches`): the rows, the count, and the cursor of the next page when there is more.
 */
export async function keysetPage<T extends { id: number; cursorAt: string; matches: number }>(rows: T[], limit: number, countAlone: () => Promise<{ total: number; totalCapped: boolean }>) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeListCursor({ at: last.cursorAt, id: last.id }) : null;
  const counted = rows.length ? capped(rows[0].matches) : await countAlone();
  return { ...counted, nextCursor, items: page.map(({ cursorAt: _c, matches: _m, ...row }) => row) };
}
