import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { cmoRequestSchema, cmoResponseSchema, generateCampaignRequestSchema, generateCampaignResponseSchema } from "../../../contract/cmo";
import { agents, campaignImages } from "../../db/schema";
import { ModelNotConfiguredError } from "../../agents/language-model";
import { HttpError } from "../../plugins/errors";
import { generateImage, IMAGES_NOT_CONFIGURED, type GeneratedImage } from "../../integrations/images/client";

export { IMAGES_NOT_CONFIGURED };

const PLATFORM_FORMAT = {
  instagram: { label: "Instagram", format: "a square Instagram feed post" },
  linkedin: { label: "LinkedIn", format: "a landscape LinkedIn post banner" },
  facebook: { label: "Facebook", format: "a landscape Facebook post image" },
} as const;

/** The image prompt for one platform: the campaign name and the platform's format. */
export function campaignImagePrompt(campaignName: string, platform: keyof typeof PLATFORM_FORMAT): string {
  return (
    `Marketing image for the campaign "${campaignName}", composed as ${PLATFORM_FORMAT[platform].format}. ` +
    `Professional, clean, brand-safe photography-style visual for a roofing and property services company; no text, logos or watermarks.`
  );
}

/** The CMO agent page's calls (spec 02 §2.4). */
const cmoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/cmo-agent",
    { schema: { body: cmoRequestSchema, response: { 200: cmoResponseSchema } } },
    async (request, reply) => {
      if (!app.ai.configured) throw new ModelNotConfiguredError("The CMO agent");
      const [cmo] = await db.select().from(agents).where(eq(agents.role, "cmo")).limit(1);
      const { messages, context } = request.body;
      const abort = new AbortController();
      reply.raw.on("close", () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      try {
        const { object } = await app.ai.generateObject({
          schema: cmoResponseSchema,
          schemaName: "cmo_response",
          model: cmo?.model,
          system:
            (cmo?.systemPrompt ?? "You are the CMO agent.") +
            `\nAnswer as a structured strategy: a summary, up to five recommended actions with priority, and content samples (Instagram post, LinkedIn post, email blast, a short X/Twitter thread, an ad headline). ` +
            `Company: ${context.companyName ?? "the group"}. Campaign type: ${context.campaignType ?? "general"}. The operator is on the ${context.currentPage ?? "dashboard"} page. Never invent results, follower counts or figures.`,
          prompt: messages.filter((m) => m.role !== "system").map((m) => `${m.role === "user" ? "Operator" : "CMO"}: ${m.content}`).join("\n"),
          signal: abort.signal,
        });
        return object;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw new HttpError(502, `Failed to get CMO response (${err instanceof Error ? err.message : String(err)})`, "AGENT_FAILED");
      }
    },
  );

  /** One image per platform from the images API, stored, then served by GET /api/cmo/images/:id; all or nothing. */
  app.post(
    "/api/cmo/generate-campaign",
    { schema: { body: generateCampaignRequestSchema, response: { 200: generateCampaignResponseSchema } } },
    async (request) => {
      const images = app.config.images;
      if (!images) throw new HttpError(503, IMAGES_NOT_CONFIGURED, "IMAGES_NOT_CONFIGURED");
      const { campaignName } = request.body;
      const platforms = [...new Set(request.body.platforms)];
      const made: { platform: (typeof platforms)[number]; prompt: string; image: GeneratedImage }[] = [];
      for (const platform of platforms) {
        const prompt = campaignImagePrompt(campaignName, platform);
        try {
          made.push({ platform, prompt, image: await generateImage(images, prompt) });
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          const done = made.length ? ` (${made.map((m) => PLATFORM_FORMAT[m.platform].label).join(", ")} had been made; nothing was kept)` : "";
          throw new HttpError(502, `The ${PLATFORM_FORMAT[platform].label} image could not be generated: ${reason}${done}`, "IMAGE_GENERATION_FAILED");
        }
      }
      const rows = await db
        .insert(campaignImages)
        .values(made.map((m) => ({ campaignName, platform: m.platform, prompt: m.prompt, mimeType: m.image.mimeType, data: m.image.data, createdBy: request.user?.id ?? null })))
        .returning({ id: campaignImages.id, platform: campaignImages.platform });
      return {
        images: rows.map((r) => ({ platform: r.platform as (typeof platforms)[number], url: `/api/cmo/images/${r.id}` })),
        generated: rows.length,
        campaignName,
      };
    },
  );

  /** A stored campaign image (signed-in users); the bytes never change, so it caches for a year. */
  app.get("/api/cmo/images/:id", { schema: { params: idParamSchema } }, async (request, reply) => {
    const [row] = await db
      .select({ mimeType: campaignImages.mimeType, data: campaignImages.data })
      .from(campaignImages)
      .where(eq(campaignImages.id, request.params.id))
      .limit(1);
    if (!row) throw new HttpError(404, "Image not found", "NOT_FOUND");
    reply.header("content-type", row.mimeType).header("cache-control", "private, max-age=31536000, immutable").header("x-content-type-options", "nosniff");
    return reply.send(row.data);
  });
};
export default cmoRoutes;
