-- Decision 140: the storm-matching grid index carries the property id, so a chunk reads a cell's
-- properties between two ids as one index range (it was a bitmap of the cell AND'ed with a range
-- of the primary key), and a cell's ids are counted and cut into chunks from the index alone.
DROP INDEX "properties_grid_idx";--> statement-breakpoint
CREATE INDEX "properties_grid_idx" ON "properties" USING btree ("grid_lat","grid_lon","id");
