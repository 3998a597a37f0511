import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { LeadPlatform, LeadSource, LeadStatus } from "../../../contract/leads";
import type { ListCursor } from "../../../contract/lists";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { afterCursor, cappedCount, cappedCountColumn, cursorTime, keysetPage, ListCounts, listVersionColumn, notCounted, searchedText, searchMatches, withIndexPlans } from "../../domain/lists";
import { LEAD_SUMMARY_COLUMNS } from "./leads.presenter";
import { ownerNames } from "./owner-names";

const all = getTableColumns(leads);
const summaryColumns = Object.fromEntries(LEAD_SUMMARY_COLUMNS.map((k) => [k, all[k]])) as { [K in (typeof LEAD_SUMMARY_COLUMNS)[number]]: (typeof all)[K] };

export interface ListLeadsQuery {
  status?: LeadStatus;
  source?: LeadSource;
  platform?: LeadPlatform;
  q?: string;
  limit: number;
  cursor?: ListCursor;
  page: number;
}

/**
 * Leads newest first, filtered by status, source and platform, searched in address, names, ZIP,
 * phone and e-mail (the trigram index `leads_search_idx`); a keyset page after `cursor`
 * (decision 094), or the older `page` (offset) when no cursor is sent. `counts` keeps the capped
 * counts per filter while the leads are unchanged (decision 141; none kept when not given).
 */
export async function listLeads(db: Db, query: ListLeadsQuery, counts = new ListCounts(0)) {
  const where = and(
    query.status ? eq(leads.status, query.status) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.platform ? eq(leads.platform, query.platform) : undefined,
    searchMatches(leads.searchText, query.q),
  );
  const offset = query.cursor ? 0 : (query.page - 1) * query.limit;
  const key = JSON.stringify([query.status ?? null, query.source ?? null, query.platform ?? null, searchedText(query.q).toLowerCase()]);
  // The count only when none is kept for this filter (decision 141).
  const matches = counts.get(key) ? notCounted : cappedCountColumn(leads, where);
  const page = await withIndexPlans(db, !!query.q, async (tx) => {
    const rows = await tx
      .select({ ...summaryColumns, cursorAt: cursorTime(leads.createdAt), version: listVersionColumn("leads"), matches })
      .from(leads)
      .where(and(where, afterCursor(leads.createdAt, leads.id, query.cursor)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.limit + 1)
      .offset(offset);
    return keysetPage(rows, query.limit, { counts, key, firstPage: !offset && !query.cursor, countAlone: () => cappedCount(tx, leads, "leads", where) });
  });
  const { items, nextCursor, ...counted } = page;
  const names = await ownerNames(
    db,
    [...new Set(items.map((l) => l.ownerUserId).filter((x): x is number => x != null))],
    [...new Set(items.map((l) => l.ownerAgentRole).filter((x): x is string => x != null))],
  );
  return { ...counted, page: query.page, pageSize: query.limit, nextCursor, items, names };
}
