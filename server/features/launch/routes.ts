import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { campaignListSchema, launchResponseSchema, launchStatusSchema, type LaunchPlatform } from "../../../contract/launch";
import { LAUNCH_JOB, launchStatus, listCampaigns, presentCampaign, runLaunch, startLaunch } from "./launch";

/** Spec 02 §2.10: launches run as background jobs; the status is polled every 5 s. */
const launchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ campaignId: number }>({
    name: LAUNCH_JOB,
    handler: (data) => runLaunch(app, data.campaignId),
    pollingIntervalSeconds: 1,
    queue: { retryLimit: 0 },
  });
  app.get("/api/launch/status", { schema: { response: { 200: launchStatusSchema } } }, async () => launchStatus(app));
  app.get("/api/launch/campaigns", { schema: { response: { 200: campaignListSchema } } }, async () => listCampaigns(app));
  for (const platform of ["dealengine", "roofstrike"] as LaunchPlatform[]) {
    app.post(`/api/launch/${platform}`, { schema: { response: { 202: launchResponseSchema } } }, async (request, reply) => {
      const row = await startLaunch(app, platform, request.user!.id);
      return reply.status(202).send({ message: "Campaign launch started", campaign: presentCampaign(row), content: null });
    });
  }
};
export default launchRoutes;
