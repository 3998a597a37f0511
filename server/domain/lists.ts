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
  const text = searchedText(q);
  if (!text) return undefined;
  return sql`${searchText} like lower(${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}::text)`;
}

/**
 * Matches counted up to LIST_COUNT_CAP (a count of 100,000 rows is a scan of 100,000 rows), as a
 * column of the page's own statement: one uncorrelated subquery, computed once, one round trip.
 */
export const cappedCountColumn = (table: PgTable, where: SQL | undefined) =>
  sql<number | null>`(select count(*)::int from (select 1 from ${table}${where ? sql` where ${where}` : sql``} limit ${LIST_COUNT_CAP + 1}) capped)`.mapWith(Number);

/** What a search looks for: `q` on one line, trimmed ("" for no search); the same text is the same search. */
export const searchedText = (q: string | undefined) => q?.replace(/[\r\n]+/g, " ").trim() ?? "";

/** The listed table's version (list_versions, decision 141), as a column of the page's own statement. */
export const listVersionColumn = (name: ListedTable) => sql<number>`(select version from list_versions where name = ${name})`.mapWith(Number);
export type ListedTable = "leads" | "properties";

const capped = (n: number) => ({ total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP });
type Counted = ReturnType<typeof capped>;

/**
 * Capped counts per list and filter, kept while the table is unchanged (decision 141): the page's
 * statement reads the table's version beside its rows, and a count counted at that version is the
 * count. For a common word the count built the trigram bitmap of every match and checked 1,001 rows
 * (5 of the 8 ms of a search on PGlite at 100,000 leads), for every page of every reader. A write to
 * the table raises its version in the write's transaction, so a reader sees the new rows and the
 * new version together. At most `kept` filters per list, the least recently used dropped.
 */
export class ListCounts {
  private counts = new Map<string, Counted & { version: number }>();
  /** `kept`: how many filters (LIST_COUNTS_KEPT); 0 keeps none. */
  constructor(private readonly kept: number) {}
  /** The count kept for this filter, at whatever version (the page's statement tells if it holds). */
  get(key: string) {
    const c = this.counts.get(key);
    if (c) {
      this.counts.delete(key);
      this.counts.set(key, c);
    }
    return c;
  }
  set(key: string, version: number, counted: Counted) {
    if (this.kept <= 0 || !Number.isFinite(version)) return;
    this.counts.delete(key);
    this.counts.set(key, { ...counted, version });
    if (this.counts.size > this.kept) this.counts.delete(this.counts.keys().next().value!);
  }
}

/**
 * A page from its statement's `limit + 1` rows (each with `cursorAt`, the table's `version` and,
 * when no count was kept, the capped count `matches`): the rows, the count, and the cursor of the
 * next page when there is more. The count is the kept one when its version is the rows'; else the
 * page's own; else (no rows, or a kept count of an older version beside a page without one) counted
 * alone, with the version it was counted at.
 */
export async function keysetPage<T extends { id: number; cursorAt: string; version: number; matches: number | null }>(
  rows: T[],
  limit: number,
  count: { counts: ListCounts; key: string; firstPage: boolean; countAlone: () => Promise<{ n: number; version: number }> },
) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodeListCursor({ at: last.cursorAt, id: last.id }) : null;
  const first = rows[0];
  const kept = count.counts.get(count.key);
  let counted: Counted;
  if (first && kept && kept.version === first.version) counted = { total: kept.total, totalCapped: kept.totalCapped };
  else if (first && first.matches != null) {
    counted = capped(first.matches);
    count.counts.set(count.key, first.version, counted);
  } else if (!first && count.firstPage) counted = { total: 0, totalCapped: false };
  else {
    const alone = await count.countAlone();
    counted = capped(alone.n ?? 0);
    count.counts.set(count.key, alone.version, counted);
  }
  return { ...counted, nextCursor, items: page.map(({ cursorAt: _c, matches: _m, version: _v, ...row }) => row) };
}

/** The count column of a page whose filter has a kept count (keysetPage: counted only if that count is stale). */
export const notCounted = sql<number | null>`null::int`;

/** The capped count and the table's version on their own, in one statement. */
export async function cappedCount(db: Tx, table: PgTable, name: ListedTable, where: SQL | undefined) {
  const [row] = await db.select({ n: cappedCountColumn(table, where), version: listVersionColumn(name) }).from(sql`(select 1) one`);
  return { n: row!.n, version: row!.version };
}
