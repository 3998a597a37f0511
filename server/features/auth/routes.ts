import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authConfigSchema, authStatusSchema, changePasswordRequestSchema, gateRequestSchema, gateResponseSchema, gateStatusSchema, loginRequestSchema, loginResponseSchema } from "../../../contract/auth";
import { okSchema } from "../../../contract/common";
import { AttemptLimiter } from "../../plugins/attempt-limiter";
import { presentAuthConfig, presentAuthStatus, presentGateStatus } from "./auth.presenter";
import { changePassword } from "./change-password";
import { passGate } from "./pass-gate";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { requestActor } from "../../plugins/session";
import { presentUser } from "./user.presenter";

/** Spec 01 §1, §5, spec 02 §2.3: the site gate, sign-in and sign-out, and the password change. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const gateLimiter = new AttemptLimiter(config.rateLimit.authPerMinute);
  const loginLimiter = new AttemptLimiter(config.rateLimit.authPerMinute);

  app.get("/api/auth/gate", { config: { access: "public" }, schema: { response: { 200: gateStatusSchema } } }, async (request) =>
    presentGateStatus(config, Boolean(request.session.data.gatePassed)),
  );
  app.post("/api/auth/gate", { config: { access: "public" }, schema: { body: gateRequestSchema, response: { 200: gateResponseSchema } } }, async (request, reply) => {
    if (passGate(config.gate.password, { password: request.body.password, client: request.ip }, gateLimiter)) {
      await request.saveSession(reply, { ...request.session.data, gatePassed: true });
    }
    return { ok: true as const, message: "Access granted" };
  });
  app.get("/api/auth/config", { config: { access: "gated" }, schema: { response: { 200: authConfigSchema } } }, async () => presentAuthConfig(config));
  app.get("/api/auth/status", { config: { access: "gated" }, schema: { response: { 200: authStatusSchema } } }, async (request) => presentAuthStatus(request.user));
  app.post("/api/auth/login", { config: { access: "gated" }, schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } }, async (request, reply) => {
    // A new session id at sign-in (no fixation); the gate flag carries over.
    const gatePassed = request.session.data.gatePassed;
    const user = await signIn(db, request.body, { limiter: loginLimiter, client: request.ip }, {
      from: requestActor(request),
      startSession: (tx, userId) => request.regenerateSession(reply, { gatePassed, userId }, tx),
    });
    request.log.info({ userId: user.id }, "signed in");
    return { ok: true as const, user: presentUser(user) };
  });
  app.post("/api/auth/logout", { config: { access: "gated" }, schema: { response: { 200: okSchema } } }, async (request, reply) => {
    // Keep only the gate flag: the visitor stays past the gate but is signed out.
    const gatePassed = request.session.data.gatePassed;
    await signOut(db, requestActor(request), (tx) => request.regenerateSession(reply, { gatePassed }, tx));
    return { ok: true as const };
  });
  app.post("/api/auth/password", { schema: { body: changePasswordRequestSchema, response: { 200: okSchema } } }, async (request) => {
    await changePassword({ db, sessions: app.sessions }, { ...requestActor(request), id: request.user!.id, sessionId: request.session.id }, request.body);
    return { ok: true as const, message: "Password changed" };
  });
};
export default authRoutes;
