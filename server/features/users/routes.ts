import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  changeRoleRequestSchema,
  changeStatusRequestSchema,
  checkInviteRequestSchema,
  createUserRequestSchema,
  createUserResponseSchema,
  endSessionsResponseSchema,
  invitationSchema,
  inviteResponseSchema,
  managedUserSchema,
  sessionParamsSchema,
  userListSchema,
  userSessionListSchema,
} from "../../../contract/users";
import { publicOrigin } from "../../lib/public-origin";
import { AttemptLimiter } from "../../plugins/attempt-limiter";
import { requestActor } from "../../plugins/session";
import { acceptInvite } from "./accept-invite";
import { changeRole } from "./change-role";
import { changeStatus } from "./change-status";
import { findInvite } from "./check-invite";
import { createUser } from "./create-user";
import { endSessions } from "./end-sessions";
import { listSessions } from "./list-sessions";
import { listUsers } from "./list-users";
import { reissueInvite } from "./reissue-invite";
import { presentManagedUser, presentSession } from "./users.presenter";

const admin = { access: "admin" as const };

/** Issue 13, decision 054: user management for admins, and the public invitation page's two calls. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps = { db, sessions: app.sessions };
  // Wrong or used invitation tokens: 429 after too many from one client (on top of the public rate limit).
  const inviteLimiter = new AttemptLimiter(app.config.rateLimit.authPerMinute);

  app.get("/api/users", { config: admin, schema: { response: { 200: userListSchema } } }, async () => (await listUsers(db)).map(presentManagedUser));

  app.post("/api/users", { config: admin, schema: { body: createUserRequestSchema, response: { 201: createUserResponseSchema } } }, async (request, reply) => {
    const created = await createUser(db, requestActor(request), request.body, publicOrigin(app.config, request));
    reply.status(201);
    return {
      user: presentManagedUser(created.user),
      inviteUrl: created.inviteUrl,
      inviteExpiresAt: created.inviteExpiresAt?.toISOString() ?? null,
      password: created.password,
    };
  });

  app.post("/api/users/:id/invite", { config: admin, schema: { params: idParamSchema, response: { 200: inviteResponseSchema } } }, async (request) => {
    const r = await reissueInvite(db, requestActor(request), request.params.id, publicOrigin(app.config, request));
    return { user: presentManagedUser(r.user), inviteUrl: r.inviteUrl, inviteExpiresAt: r.inviteExpiresAt.toISOString() };
  });

  app.patch("/api/users/:id/role", { config: admin, schema: { params: idParamSchema, body: changeRoleRequestSchema, response: { 200: managedUserSchema } } }, async (request) =>
    presentManagedUser(await changeRole(deps, requestActor(request), request.params.id, request.body.role)),
  );

  app.patch("/api/users/:id/status", { config: admin, schema: { params: idParamSchema, body: changeStatusRequestSchema, response: { 200: managedUserSchema } } }, async (request) =>
    presentManagedUser(await changeStatus(deps, requestActor(request), request.params.id, request.body.status)),
  );

  app.get("/api/users/:id/sessions", { config: admin, schema: { params: idParamSchema, response: { 200: userSessionListSchema } } }, async (request) =>
    (await listSessions(db, request.params.id)).map((s) => presentSession(s, request.session.id)),
  );

  app.delete("/api/users/:id/sessions", { config: admin, schema: { params: idParamSchema, response: { 200: endSessionsResponseSchema } } }, async (request) => ({
    ok: true as const,
    ended: await endSessions(deps, requestActor(request), request.params.id),
  }));

  app.delete("/api/users/:id/sessions/:sessionId", { config: admin, schema: { params: sessionParamsSchema, response: { 200: endSessionsResponseSchema } } }, async (request) => ({
    ok: true as const,
    ended: await endSessions(deps, requestActor(request), request.params.id, request.params.sessionId),
  }));

  // The invitation page (public: the invited person has no session yet; rate limited).
  app.post("/api/invites/check", { config: { access: "public" }, schema: { body: checkInviteRequestSchema, response: { 200: invitationSchema } } }, async (request) => {
    const invite = await findInvite(db, request.body.token, { limiter: inviteLimiter, client: request.ip });
    return { email: invite.email, firstName: invite.firstName, expiresAt: invite.expiresAt.toISOString() };
  });

  app.post("/api/invites/accept", { config: { access: "public" }, schema: { body: acceptInviteRequestSchema, response: { 200: acceptInviteResponseSchema } } }, async (request) => {
    const r = await acceptInvite(db, requestActor(request), request.body, { limiter: inviteLimiter, client: request.ip });
    return { ok: true as const, email: r.email };
  });
};
export default userRoutes;
