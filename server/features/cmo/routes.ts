import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { cmoRequestSchema, cmoResponseSchema, generateCampaignRequestSchema, generateCampaignResponseSchema } from "../../../contract/cmo";
import { untilClientLeaves } from "../../lib/until-client-leaves";
import { askCmo } from "./ask-cmo";
import { presentCampaignImages } from "./cmo.presenter";
import { generateCampaignImages } from "./generate-campaign-images";
import { getCampaignImage } from "./get-campaign-image";

/** The CMO agent page's calls (spec 02 §2.4). */
const cmoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/cmo-agent",
    { schema: { body: cmoRequestSchema, response: { 200: cmoResponseSchema } } },
    async (request, reply) => askCmo({ db, ai: app.ai }, request.body, untilClientLeaves(reply)),
  );

  app.post(
    "/api/cmo/generate-campaign",
    { schema: { body: generateCampaignRequestSchema, response: { 200: generateCampaignResponseSchema } } },
    async (request) => {
      const { campaignName, platforms } = request.body;
      const rows = await generateCampaignImages({ db, images: app.config.images }, { campaignName, platforms, userId: request.user?.id ?? null });
      return presentCampaignImages(campaignName, rows);
    },
  );

  /** A stored campaign image (signed-in users); the bytes never change, so it caches for a year. */
  app.get("/api/cmo/images/:id", { schema: { params: idParamSchema } }, async (request, reply) => {
    const image = await getCampaignImage(db, request.params.id);
    reply.header("content-type", image.mimeType).header("cache-control", "private, max-age=31536000, immutable").header("x-content-type-options", "nosniff");
    return reply.send(image.data);
  });
};
export default cmoRoutes;
