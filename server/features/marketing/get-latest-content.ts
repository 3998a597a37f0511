import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { marketingContent } from "../../db/schema";

export type MarketingContentKind = "social_posts" | "seo_pages" | "outreach" | "calendar";

/** The latest generation of one kind of content, or null before the first. */
export async function getLatestContent(db: Db, kind: MarketingContentKind) {
  const [row] = await db
    .select()
    .from(marketingContent)
    .where(eq(marketingContent.kind, kind))
    .orderBy(desc(marketingContent.generatedAt), desc(marketingContent.id))
    .limit(1);
  return row ?? null;
}
