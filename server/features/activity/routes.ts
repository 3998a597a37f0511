import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityEntryListSchema } from "../../../contract/activity";
import { presentActivityEntry } from "./activity.presenter";
import { recentActivityQuery } from "./list-recent-activity";

/** Spec 02 §2.7, §9: the activity feed of what really happened. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const listRecentActivity = recentActivityQuery(app.database.db);
  app.get("/api/activity", { schema: { response: { 200: activityEntryListSchema } } }, async () => (await listRecentActivity()).map(presentActivityEntry));
};
export default activityRoutes;
