import { sql } from "drizzle-orm";

/**
 * The text a list search looks in (decisions 094 and 131), stored as a generated column
 * (`leads.search_text`, `properties.search_text`): the columns joined by a newline (a search never
 * holds one, so no match spans two columns), lower-cased once when the row is written. A search is
 * `search_text like lower('%…%')`, which is what `ilike` does on a UTF-8 database (it lower-cases
 * both sides), without joining and lower-casing six columns for every row it checks; the trigram
 * index `leads_search_idx` (and `properties_search_idx`) on the column answers it.
 */
export const storedSearchText = (...columnNames: string[]) =>
  sql.raw(`lower(${columnNames.map((c) => `coalesce("${c}", '')`).join(" || E'\\n' || ")})`);
