import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { stormMapQuerySchema, stormMapSchema } from "../../../contract/storm-map";
import { getStormMap } from "./get-storm-map";

/** Issue 20: the storm map's data call (signed in). */
const stormMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { database: app.database, timeZone: app.config.timeZone, tileUrl: app.config.map.tileUrl };
  app.get("/api/storms/map", { schema: { querystring: stormMapQuerySchema, response: { 200: stormMapSchema } } }, (request) => getStormMap(deps, request.query));
};
export default stormMapRoutes;
