-- Decision 131, amended: the search indexes keep a pending list again, of at most 1 MB. Without one,
-- each row written updates its ~60 trigram entries in place: a storm's chunk of 1,000 leads took
-- 230 ms of PGlite's thread instead of 36 (every lead of a 100,000-property storm 28 s, not 18).
-- A 1 MB list is merged in bulk when it fills, and a search reads at most that much of it.
-- The same state drizzle-kit's schema describes, set in place rather than by rebuilding the indexes.
ALTER INDEX "leads_search_idx" SET (fastupdate = true, gin_pending_list_limit = 1024);--> statement-breakpoint
ALTER INDEX "properties_search_idx" SET (fastupdate = true, gin_pending_list_limit = 1024);
