import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authUrlSchema, oauthCallbackQuerySchema, oauthStatusSchema, socialCalendarSchema, socialStatusSchema } from "../../../contract/social";
import { facebook } from "../../integrations/facebook/client";
import { linkedin } from "../../integrations/linkedin/client";
import { publicOrigin } from "../../lib/public-origin";
import { HttpError } from "../../lib/http-error";
import { completeConnection } from "./complete-connection";
import { createAuthUrl } from "./create-auth-url";
import { getConnectionStatus } from "./get-connection-status";
import { getSocialAgentStatus } from "./get-social-agent-status";
import { getWeeklyCalendar } from "./get-weekly-calendar";
import { presentCallbackPage } from "./oauth-callback.presenter";

/** Spec 02 §2.11, §3, §7: the social media agent and the social accounts' OAuth connections. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  app.get("/api/social-media/status", { schema: { response: { 200: socialStatusSchema } } }, () => getSocialAgentStatus({ db, config, ai: app.ai }));
  app.get("/api/social-media/calendar", { schema: { response: { 200: socialCalendarSchema } } }, () => getWeeklyCalendar({ db, config, ai: app.ai }));
  for (const provider of [linkedin, facebook]) {
    app.get(`/api/${provider.id}/status`, { schema: { response: { 200: oauthStatusSchema } } }, () => getConnectionStatus({ db, config }, provider));
    app.get(`/api/${provider.id}/auth-url`, { schema: { response: { 200: authUrlSchema } } }, async (request) => ({
      authUrl: await createAuthUrl({ db, config }, provider, { userId: request.user!.id, origin: publicOrigin(config, request) }),
    }));
    app.get(`/api/${provider.id}/callback`, { config: { document: true }, schema: { querystring: oauthCallbackQuerySchema } }, async (request, reply) => {
      let page;
      try {
        const name = await completeConnection({ db, config }, provider, { userId: request.user!.id, origin: publicOrigin(config, request) }, request.query);
        page = presentCallbackPage(provider, { ok: true, name });
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        page = presentCallbackPage(provider, { ok: false, error: err.message });
        reply.status(err.statusCode);
      }
      return reply.header("content-security-policy", page.csp).type("text/html; charset=utf-8").send(page.html);
    });
  }
};
export default socialRoutes;
