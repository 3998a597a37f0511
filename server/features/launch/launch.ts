import { desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { campaignContentSchema, type Campaign, type LaunchPlatform } from "../../../contract/launch";
import { ModelNotConfiguredError } from "../../agents/language-model";
import { recordActivity } from "../../db/activity";
import { campaigns } from "../../db/schema";
import { iso, isoOrNull } from "../../lib/dates";
import { HttpError } from "../../plugins/errors";

export const LAUNCH_JOB = "launch.campaign";

const BRIEFS: Record<LaunchPlatform, string> = {
  dealengine:
    "DealEngineAI: a cross-border real-estate platform helping U.S. and Mexican investors buy property in Mexico, with contract translation and deal analysis. Audience: investors in Texas and Mexico City, bilingual (Spanish/English).",
  roofstrike:
    "RoofStrike: a storm-damage roofing claims platform for the Houston, Texas area that finds hail- and wind-damaged homes and helps owners file insurance claims with partner contractors. Audience: Houston-area homeowners after a storm.",
};

export const presentCampaign = (c: typeof campaigns.$inferSelect): Campaign => {
  const parsed = c.content ? campaignContentSchema.safeParse(c.content) : null;
  return {
    id: c.id,
    platform: c.platform as LaunchPlatform,
    status: c.status as Campaign["status"],
    content: parsed?.success ? parsed.data : null,
    error: c.error,
    model: c.model,
    createdAt: iso(c.createdAt),
    completedAt: isoOrNull(c.completedAt),
  };
};

/** Queues a launch; offline (no language model) it answers 503 and stores nothing. */
export async function startLaunch(app: FastifyInstance, platform: LaunchPlatform, userId: number) {
  if (!app.ai.configured) throw new ModelNotConfiguredError("Campaign launch");
  const db = app.database.db;
  const [running] = await db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.status, ["pending", "running"])).limit(1);
  if (running) throw new HttpError(409, "A campaign launch is already in progress", "LAUNCH_IN_PROGRESS");
  const [row] = await db.insert(campaigns).values({ platform, status: "pending", createdBy: userId }).returning();
  await app.jobs.send(LAUNCH_JOB, { campaignId: row.id });
  await recordActivity(db, { type: "campaign_launched", agentRole: "cmo", message: `Campaign launch started for ${platform === "dealengine" ? "DealEngineAI" : "RoofStrike"}`, status: "active" });
  return row;
}

/** The job: generates the campaign content of spec 02 §3 with the language model and stores it. */
export async function runLaunch(app: FastifyInstance, campaignId: number) {
  const db = app.database.db;
  const [row] = await db.update(campaigns).set({ status: "running" }).where(eq(campaigns.id, campaignId)).returning();
  if (!row) return;
  try {
    const platform = row.platform as LaunchPlatform;
    const out = await app.ai.generateObject({
      schema: campaignContentSchema,
      schemaName: "CampaignContent",
      system: "You are the CMO agent. Write launch campaign copy. Do not invent statistics, prices, testimonials or customer names.",
      prompt: `${BRIEFS[platform]}\nWrite: one LinkedIn post; a Twitter thread (3-5 tweets); an Instagram carousel (4-6 slide texts); three e-mails with delays in hours (0, then follow-ups); a short WhatsApp pitch; and target ZIP codes for the audience.`,
    });
    await db.update(campaigns).set({ status: "completed", content: out.object as unknown as Record<string, unknown>, model: out.model, completedAt: new Date() }).where(eq(campaigns.id, campaignId));
    await recordActivity(db, { type: "campaign_launched", agentRole: "cmo", message: `Campaign content ready for ${platform === "dealengine" ? "DealEngineAI" : "RoofStrike"}` });
  } catch (err) {
    await db.update(campaigns).set({ status: "failed", error: (err as Error).message, completedAt: new Date() }).where(eq(campaigns.id, campaignId));
  }
}

export async function launchStatus(app: FastifyInstance) {
  const db = app.database.db;
  const [current] = await db.select().from(campaigns).where(inArray(campaigns.status, ["pending", "running"])).orderBy(desc(campaigns.id)).limit(1);
  const [latest] = await db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(1);
  return { isLaunching: !!current, current: current ? presentCampaign(current) : null, latest: latest ? presentCampaign(latest) : null };
}

export async function listCampaigns(app: FastifyInstance) {
  return (await app.database.db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(20)).map(presentCampaign);
}
