import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import {
  createdIngestTokenSchema,
  createIngestTokenSchema,
  githubWebhookResultSchema,
  ingestDeploymentSchema,
  ingestQualitySchema,
  ingestResultSchema,
  ingestTokenListSchema,
  ingestTokenSchema,
  repositoryQualityListSchema,
} from "../../../contract/ingest";
import { ingestDeployment } from "./ingest-deployment";
import { ingestQuality } from "./ingest-quality";
import { authenticateIngest, createIngestToken, listIngestTokens, revokeIngestToken } from "./ingest-tokens";
import { listRepositoryQuality } from "./list-repository-quality";
import { receiveGithubWebhook } from "./receive-github-webhook";

/**
 * Deployments and code quality from where they happen (decision 051): GitHub's
 * signed webhook, CI posting with ingest tokens, the tokens (admins), and the
 * per-repository quality list.
 */
const ingestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;

  // The webhook reads the raw body to check GitHub's signature: its own scope.
  await app.register(async (hook) => {
    hook.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    hook.post("/api/webhooks/github", { config: { access: "public", csrf: false }, schema: { response: { 200: githubWebhookResultSchema } } }, (request) =>
      receiveGithubWebhook(
        { db, config },
        {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.from(""),
          signature: request.headers["x-hub-signature-256"] as string | undefined,
          event: request.headers["x-github-event"] as string | undefined,
          deliveryId: request.headers["x-github-delivery"] as string | undefined,
        },
      ),
    );
  });

  app.post(
    "/api/ingest/deployments",
    {
      config: { access: "public", csrf: false },
      // The token is checked before the body is read: a bad token is 401 whatever it sent.
      preValidation: async (request) => {
        (request as { ingestSource?: string }).ingestSource = (await authenticateIngest(db, request.headers.authorization)).source;
      },
      schema: { body: ingestDeploymentSchema, response: { 200: ingestResultSchema } },
    },
    (request) => ingestDeployment(db, (request as { ingestSource?: string }).ingestSource!, request.body),
  );
  app.post(
    "/api/ingest/quality",
    {
      config: { access: "public", csrf: false },
      preValidation: async (request) => {
        (request as { ingestSource?: string }).ingestSource = (await authenticateIngest(db, request.headers.authorization)).source;
      },
      schema: { body: ingestQualitySchema, response: { 200: ingestResultSchema } },
    },
    (request) => ingestQuality(db, (request as { ingestSource?: string }).ingestSource!, request.body),
  );

  app.get("/api/ingest-tokens", { config: { access: "admin" }, schema: { response: { 200: ingestTokenListSchema } } }, () => listIngestTokens(db));
  app.post("/api/ingest-tokens", { config: { access: "admin" }, schema: { body: createIngestTokenSchema, response: { 200: createdIngestTokenSchema } } }, (request) =>
    createIngestToken(db, request.body.name, request.user?.id ?? null),
  );
  app.delete("/api/ingest-tokens/:id", { config: { access: "admin" }, schema: { params: idParamSchema, response: { 200: ingestTokenSchema } } }, (request) =>
    revokeIngestToken(db, request.params.id),
  );

  app.get("/api/code-quality/repositories", { schema: { response: { 200: repositoryQualityListSchema } } }, () => listRepositoryQuality(db));
};
export default ingestRoutes;
