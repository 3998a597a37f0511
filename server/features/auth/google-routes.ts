import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestActor } from "../../plugins/session";
import type { FastifyReply, FastifyRequest } from "fastify";
import { GoogleSignIn } from "../../integrations/google/client";
import { publicOrigin } from "../../lib/public-origin";
import { signInWithGoogle } from "./sign-in-with-google";

const PENDING_TTL_MS = 10 * 60_000;

/**
 * GET /api/auth/google starts the sign-in (a full browser navigation); the
 * provider sends the browser back to /api/auth/google/callback, which signs in
 * the existing user whose verified e-mail matches. Failures go back to /login
 * with a readable message.
 */
const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = app.config.google ? new GoogleSignIn(app.config.google) : null;
  const db = app.database.db;

  // Normalised through URL so the start and the token exchange send the same string.
  const redirectUri = (request: FastifyRequest) => new URL("/api/auth/google/callback", publicOrigin(app.config, request)).href;
  const backToLogin = (reply: FastifyReply, message: string) =>
    reply.redirect(`/login?error=${encodeURIComponent(message)}`);

  app.get("/api/auth/google", { config: { access: "gated" } }, async (request, reply) => {
    if (!google) return backToLogin(reply, "Google sign-in is not configured on this server.");
    try {
      const { url, pending } = await google.start(redirectUri(request));
      await request.saveSession(reply, { ...request.session.data, oidc: { ...pending, createdAt: Date.now() } });
      return reply.redirect(url);
    } catch (err) {
      request.log.warn({ err }, "google sign-in could not start");
      return backToLogin(reply, "Google sign-in is unavailable right now. Please try again or use your email.");
    }
  });

  app.get("/api/auth/google/callback", { config: { access: "gated" } }, async (request, reply) => {
    if (!google) return backToLogin(reply, "Google sign-in is not configured on this server.");
    const pending = request.session.data.oidc;
    const query = request.query as Record<string, string | undefined>;
    if (query.error) return backToLogin(reply, "Google sign-in was cancelled.");
    if (!pending || Date.now() - pending.createdAt > PENDING_TTL_MS) {
      return backToLogin(reply, "Your Google sign-in expired. Please try again.");
    }
    let identity;
    try {
      const url = new URL(redirectUri(request));
      url.search = new URL(request.url, "http://x").search;
      identity = await google.finish(url, pending);
    } catch (err) {
      request.log.warn({ err }, "google sign-in failed");
      return backToLogin(reply, "Google sign-in failed. Please try again.");
    }
    const gatePassed = request.session.data.gatePassed;
    const result = await signInWithGoogle(db, identity, {
      from: requestActor(request),
      startSession: (tx, userId) => request.regenerateSession(reply, { gatePassed, userId }, tx),
    });
    if ("refused" in result) {
      await request.saveSession(reply, { gatePassed });
      return backToLogin(reply, result.refused);
    }
    return reply.redirect("/agents");
  });
};
export default googleRoutes;
