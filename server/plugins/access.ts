import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";

/**
 * Who may call a route, declared on the route as `config: { access }`:
 * - "public": anyone (health, the landing page's calls, the gate itself, webhooks);
 * - "gated":  anyone who passed the site gate (auth config/status, sign-in);
 * - "user":   a signed-in user who passed the gate — the default;
 * - "admin":  a signed-in admin.
 * Writes authenticated by cookie must come from an allowed origin (CSRF).
 */
export type Access = "public" | "gated" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** false for endpoints called by other servers (webhooks), which carry no Origin. */
    csrf?: boolean;
    /** true for an API route that answers an HTML page (an OAuth callback): it gets the documents' security headers (server/app.ts). */
    document?: boolean;
  }
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export default fp(
  async function accessPlugin(app) {
    const gateEnabled = Boolean(app.config.gate.password);
    const allowed = new Set(app.config.allowedOrigins);

    function assertSameOrigin(request: FastifyRequest) {
      const origin = request.headers.origin;
      if (origin) {
        const own = `${request.protocol}://${request.host}`;
        if (origin === own || allowed.has(origin)) return;
        throw new HttpError(403, "Cross-site request refused", "CSRF");
      }
      // No Origin header: browsers send Sec-Fetch-Site on every request they make.
      if (request.headers["sec-fetch-site"] === "cross-site") {
        throw new HttpError(403, "Cross-site request refused", "CSRF");
      }
    }

    // Synchronous (it only reads the request): callback style, no promise per request.
    app.addHook("onRequest", (request, _reply, done) => {
      try {
        guard(request);
        done();
      } catch (err) {
        done(err as Error);
      }
    });
    function guard(request: FastifyRequest) {
      // Only the API is guarded; the web app's files are public.
      if (!request.url.startsWith("/api/")) return;
      const config = request.routeOptions.config ?? {};
      const access: Access = config.access ?? "user";
      if (UNSAFE.has(request.method) && config.csrf !== false) assertSameOrigin(request);
      if (access === "public") return;
      if (gateEnabled && !request.session.data.gatePassed) {
        throw new HttpError(403, "Enter the site access password first", "GATE_REQUIRED");
      }
      if (access === "gated") return;
      if (!request.user) throw new HttpError(401, "Authentication required", "UNAUTHENTICATED");
      if (access === "admin" && request.user.role !== "admin") {
        throw new HttpError(403, "Administrator access required", "FORBIDDEN");
      }
    }
  },
  { name: "access", dependencies: ["session"] },
);
