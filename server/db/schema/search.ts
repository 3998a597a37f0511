import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * The text a list search looks in (decision 094): the columns joined by a newline (a search never
 * holds one, so no match spans two columns). The same expression is the trigram index
 * `leads_search_idx` (and `properties_search_idx`), so `searchText(…) ilike '%…%'` is answered from the index.
 */
export const searchText = (...columns: PgColumn[]) => sql.join(columns.map((c) => sql`coalesce(${c}, '')`), sql.raw(" || E'\\n' || "));
