import { and, eq, inArray } from "drizzle-orm";
import type { LaunchPlatform } from "../../../contract/launch";
import { ModelNotConfiguredError, type LanguageModelService } from "../../agents/language-model";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { JobQueue } from "../../plugins/jobs";
import { LAUNCH_JOB } from "../../domain/jobs";
import { LAUNCH_PLATFORM_NAMES } from "./run-launch";

/** Queues a launch; offline (no language model) it answers 503 and stores nothing; one launch at a time (409). */
export async function startLaunch({ db, ai, jobs }: { db: Db; ai: LanguageModelService; jobs: JobQueue }, platform: LaunchPlatform, userId: number) {
  if (!ai.configured) throw new ModelNotConfiguredError("Campaign launch");
  const [running] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.kind, "launch"), inArray(campaigns.status, ["pending", "running"]))).limit(1);
  if (running) throw new HttpError(409, "A campaign launch is already in progress", "LAUNCH_IN_PROGRESS");
  const [row] = await db.insert(campaigns).values({ platform, status: "pending", createdBy: userId }).returning();
  await jobs.send(LAUNCH_JOB, { campaignId: row.id });
  await recordActivity(db, { type: "campaign_launched", agentRole: "cmo", message: `Campaign launch started for ${LAUNCH_PLATFORM_NAMES[platform]}`, code: "ACTIVITY_CAMPAIGN_STARTED", params: { platform: LAUNCH_PLATFORM_NAMES[platform] }, status: "active" });
  return row;
}
