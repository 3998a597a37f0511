import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { campaignListSchema, launchPlatformSchema, launchResponseSchema, launchStatusSchema } from "../../../contract/launch";
import { presentCampaign, presentLaunchStarted, presentLaunchStatus } from "./campaign.presenter";
import { getLaunchStatus } from "./get-launch-status";
import { listCampaigns } from "./list-campaigns";
import { LAUNCH_JOB } from "../../domain/jobs";
import { runLaunch } from "./run-launch";
import { startLaunch } from "./start-launch";

/** Spec 02 §2.10: launches run as background jobs; the status is polled every 5 s. */
const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.define(LAUNCH_JOB, {
    handler: (data) => runLaunch({ db, ai: app.ai }, data.campaignId),
    pollingIntervalSeconds: 1,
    queue: { retryLimit: 0 },
  });
  app.get("/api/launch/status", { schema: { response: { 200: launchStatusSchema } } }, async () => presentLaunchStatus(await getLaunchStatus(db)));
  app.get("/api/launch/campaigns", { schema: { response: { 200: campaignListSchema } } }, async () => (await listCampaigns(db)).map(presentCampaign));
  for (const platform of launchPlatformSchema.options) {
    app.post(`/api/launch/${platform}`, { schema: { response: { 202: launchResponseSchema } } }, async (request, reply) =>
      reply.status(202).send(presentLaunchStarted(await startLaunch({ db, ai: app.ai, jobs: app.jobs }, platform, request.user!.id))),
    );
  }
};
export default launchRoutes;
