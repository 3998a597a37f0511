import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authUrlSchema, oauthStatusSchema, socialCalendarSchema, socialStatusSchema } from "../../../contract/social";
import { facebook } from "../../integrations/facebook/client";
import { linkedin } from "../../integrations/linkedin/client";
import { HttpError } from "../../plugins/errors";
import { callbackPage, completeConnection, connectionStatus, createAuthUrl } from "./connect-account";
import { socialAgentStatus, weeklyCalendar } from "./social-agent";

/** Spec 02 §2.11, §3, §7: the social media agent and the social accounts' OAuth connections. */
const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/social-media/status", { schema: { response: { 200: socialStatusSchema } } }, async () => socialAgentStatus(app));
  app.get("/api/social-media/calendar", { schema: { response: { 200: socialCalendarSchema } } }, async () => {
    const s = await socialAgentStatus(app);
    if (!s.status.connected) throw new HttpError(409, `The social media agent is not connected. ${s.status.message}`, "NOT_CONNECTED");
    return weeklyCalendar(app);
  });

  for (const provider of [linkedin, facebook]) {
    app.get(`/api/${provider.id}/status`, { schema: { response: { 200: oauthStatusSchema } } }, async () => connectionStatus(app, provider));
    app.get(`/api/${provider.id}/auth-url`, { schema: { response: { 200: authUrlSchema } } }, async (request) => ({ authUrl: await createAuthUrl(app, request, provider) }));
    app.get(
      `/api/${provider.id}/callback`,
      { schema: { querystring: z.object({ code: z.string().optional(), state: z.string().optional(), error: z.string().optional(), error_description: z.string().optional() }) } },
      async (request, reply) => {
        let page;
        try {
          const name = await completeConnection(app, request, provider, request.query);
          page = callbackPage(provider, { ok: true, name });
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          page = callbackPage(provider, { ok: false, error: err.message });
          reply.status(err.statusCode);
        }
        return reply.header("content-security-policy", page.csp).type("text/html; charset=utf-8").send(page.html);
      },
    );
  }
};
export default socialRoutes;
