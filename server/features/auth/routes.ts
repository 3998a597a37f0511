import { timingSafeEqual, createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authConfigSchema, authStatusSchema, changePasswordRequestSchema, gateRequestSchema, gateResponseSchema, gateStatusSchema, loginRequestSchema, loginResponseSchema } from "../../../contract/auth";
import { okSchema as okResponseSchema } from "../../../contract/common";
import { AttemptLimiter } from "../../plugins/attempt-limiter";
import { HttpError } from "../../plugins/errors";
import { presentUser } from "./user.presenter";
import { signIn } from "./sign-in";
import { changePassword } from "./change-password";

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const gatePassword = config.gate.password;
  const gateLimiter = new AttemptLimiter(config.rateLimit.authPerMinute);
  const loginLimiter = new AttemptLimiter(config.rateLimit.authPerMinute);

  app.get(
    "/api/auth/gate",
    { config: { access: "public" }, schema: { response: { 200: gateStatusSchema } } },
    async (request) => ({
      enabled: Boolean(gatePassword),
      passed: !gatePassword || Boolean(request.session.data.gatePassed),
      demoHint: config.gate.hint,
    }),
  );

  app.post(
    "/api/auth/gate",
    { config: { access: "public" }, schema: { body: gateRequestSchema, response: { 200: gateResponseSchema } } },
    async (request, reply) => {
      if (!gatePassword) return { ok: true as const, message: "Access granted" };
      gateLimiter.assertAllowed(request.ip);
      if (!sameSecret(request.body.password, gatePassword)) {
        gateLimiter.recordFailure(request.ip);
        throw new HttpError(401, "Invalid password", "INVALID_PASSWORD");
      }
      await request.saveSession(reply, { ...request.session.data, gatePassed: true });
      return { ok: true as const, message: "Access granted" };
    },
  );

  app.get(
    "/api/auth/config",
    { config: { access: "gated" }, schema: { response: { 200: authConfigSchema } } },
    async () => ({
      googleAuthEnabled: Boolean(config.google),
      emailPasswordEnabled: true,
      demoCredentials:
        config.demoMode && config.admin.email && config.admin.password
          ? { email: config.admin.email, password: config.admin.password }
          : null,
    }),
  );

  app.get(
    "/api/auth/status",
    { config: { access: "gated" }, schema: { response: { 200: authStatusSchema } } },
    async (request) => ({
      authenticated: Boolean(request.user),
      user: request.user ? presentUser(request.user) : null,
    }),
  );

  app.post(
    "/api/auth/login",
    { config: { access: "gated" }, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      loginLimiter.assertAllowed(request.ip);
      let user;
      try {
        user = await signIn(app.database.db, request.body.email, request.body.password);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401) loginLimiter.recordFailure(request.ip);
        throw err;
      }
      // A new session id at sign-in (no fixation); the gate flag carries over.
      await request.regenerateSession(reply, { gatePassed: request.session.data.gatePassed, userId: user.id });
      request.log.info({ userId: user.id }, "signed in");
      return { ok: true as const, user: presentUser(user) };
    },
  );

  app.post(
    "/api/auth/logout",
    { config: { access: "gated" }, schema: { response: { 200: okResponseSchema } } },
    async (request, reply) => {
      // Keep only the gate flag: the visitor stays past the gate but is signed out.
      await request.regenerateSession(reply, { gatePassed: request.session.data.gatePassed });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/auth/password",
    { schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await changePassword(app.database.db, request.user!.id, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const, message: "Password changed" };
    },
  );
};
export default authRoutes;
