import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { campaignLeadIds, STORM_CAMPAIGN_JOB } from "../../domain/jobs";
import { runStormCampaign, stormCampaignJobOutput } from "./run-storm-campaign";

/** Storm-triggered campaigns (decision 072): the worker of the job storm matching queues. Figures: GET /api/approvals/campaigns. */
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.define(STORM_CAMPAIGN_JOB, {
    handler: async (data) => stormCampaignJobOutput(await runStormCampaign({ db, ai: app.ai, config: app.config, outbox: app.outbox }, { stormDay: data.stormDay, leadIds: campaignLeadIds(data) })),
    pollingIntervalSeconds: 1,
  });
};
export default campaignRoutes;
