import { sql } from "drizzle-orm";
import { bigint, pgTable, text } from "drizzle-orm/pg-core";

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

/**
 * A version per listed table (`leads`, `properties`), raised in the transaction of every statement
 * that writes the table (a statement trigger, migration 0024): a list's capped count is kept while
 * the version it was counted at is the table's (decision 141).
 */
export const listVersions = pgTable("list_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
