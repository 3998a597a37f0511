import type { AnalyticsEvent } from "../../../contract/analytics";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

/** Stores one landing-page event (spec 03 §7), anonymously. */
export async function recordAnalyticsEvent(db: Db, { name, properties, path }: AnalyticsEvent) {
  await db.insert(analyticsEvents).values({ name, properties: properties ?? {}, path: path ?? null });
}
