import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { runStormCampaign, STORM_CAMPAIGN_JOB } from "./run-storm-campaign";

/** Storm-triggered campaigns (decision 072): the worker of the job storm matching queues. Figures: GET /api/approvals/campaigns. */
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.define<{ stormDay: string; leadIds: number[] }>({
    name: STORM_CAMPAIGN_JOB,
    handler: (data) => runStormCampaign({ db, ai: app.ai, config: app.config, outbox: app.outbox }, data),
    pollingIntervalSeconds: 1,
  });
};
export default campaignRoutes;
