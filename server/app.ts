import { randomUUID } from "node:crypto";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import helmet from "helmet";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import { loggerOptions } from "./lib/log-redaction";
import type { Database } from "./db/client";
import type { AgentEngine } from "./agents/engine";
import type { LanguageModelService } from "./agents/language-model";
import corePlugin from "./plugins/core";
import errorsPlugin from "./plugins/errors";
import inputGuardPlugin from "./plugins/input-guard";
import sessionPlugin from "./plugins/session";
import accessPlugin from "./plugins/access";
import agentEnginePlugin from "./plugins/agent-engine";
import jobsPlugin from "./plugins/jobs";
import tasksPlugin from "./plugins/tasks";
import outboxPlugin from "./plugins/outbox";
import webPlugin from "./plugins/web";
import metricsPlugin from "./plugins/metrics";
import kpisPlugin from "./plugins/kpis";
import heartbeatPlugin from "./plugins/heartbeat";
import kpiRoutes from "./features/kpis/routes";
import performanceRoutes from "./features/performance/routes";
import activityRoutes from "./features/activity/routes";
import objectiveRoutes from "./features/objectives/routes";
import skipTraceRoutes from "./features/skip-trace/routes";
import standupRoutes from "./features/standup/routes";
import whatsappRoutes from "./features/whatsapp/routes";
import launchRoutes from "./features/launch/routes";
import approvalRoutes from "./features/approvals/routes";
import campaignRoutes from "./features/campaigns/routes";
import socialRoutes from "./features/social/routes";
import leadGenerationRoutes from "./features/lead-generation/routes";
import developerRoutes from "./features/developer/routes";
import healthRoutes from "./features/health/routes";
import authRoutes from "./features/auth/routes";
import googleRoutes from "./features/auth/google-routes";
import companyRoutes from "./features/companies/routes";
import agentRoutes from "./features/agents/routes";
import taskRoutes from "./features/tasks/routes";
import conversationRoutes from "./features/conversations/routes";
import taskWorker from "./features/tasks/task-worker";
import aiRoutes from "./features/ai/routes";
import commandCenterRoutes from "./features/command-center/routes";
import supportRoutes from "./features/support/routes";
import hailRiskRoutes from "./features/hail-risk/routes";
import landingRoutes from "./features/landing/routes";
import propertyRoutes from "./features/properties/routes";
import leadRoutes from "./features/leads/routes";
import sampleDataRoutes from "./features/sample-data/routes";
import analyticsRoutes from "./features/analytics/routes";
import stripeRoutes from "./features/stripe/routes";
import marketingRoutes from "./features/marketing/routes";
import contractRoutes from "./features/contracts/routes";
import cmoRoutes from "./features/cmo/routes";
import ariaRoutes from "./features/aria/routes";
import userRoutes from "./features/users/routes";
import auditLogRoutes from "./features/audit-log/routes";
import ingestRoutes from "./features/ingest/routes";
import reportRoutes from "./features/reports/routes";
import stormMapRoutes from "./features/storm-map/routes";

export interface RegisteredRoute {
  method: string;
  url: string;
  access: "public" | "gated" | "user" | "admin";
  /** The route's zod schemas (params, querystring, body, response by status), as declared. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  engine?: AgentEngine;
  /** The content-generation service; default: none configured (503s). */
  ai?: LanguageModelService;
  /** Start job workers and schedules (main.ts: yes; tests: only when they test jobs). */
  workers?: boolean;
  /** false: no log; an object: pino options merged over the redacting defaults (a test's level and stream). */
  logger?: boolean | object;
}

/**
 * Builds the app in a fixed order: core plugins (config and database, errors,
 * security headers, compression, rate limits), app plugins (sessions, access
 * control, the agent engine), then the features, then the web app.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Every line redacted (decision 053): no query parameters, e-mails, phones, tokens, cookies or query strings.
    logger:
      options.logger === false
        ? false
        : (loggerOptions(config.logLevel, typeof options.logger === "object" ? (options.logger as Record<string, unknown>) : {}) as object),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A caller's x-request-id (letters, digits, . _ -; up to 64) is kept, else a new one; every answer echoes it.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: "requestId" }),
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every route, with who may call it: the access test walks this list.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  // Public routes get the public rate limit unless they declare their own.
  app.addHook("onRoute", (route) => {
    const routeConfig = (route.config ?? {}) as { access?: string; rateLimit?: unknown };
    for (const method of [route.method].flat()) {
      if (method === "HEAD" || !route.url.startsWith("/api")) continue;
      registeredRoutes.push({
        method,
        url: route.url,
        access: (routeConfig.access ?? "user") as RegisteredRoute["access"],
        schema: (route.schema ?? {}) as RegisteredRoute["schema"],
      });
    }
    // A GET carries no body: no decompression step (the compression plugin would add one to every route).
    if ([route.method].flat().every((m) => m === "GET" || m === "HEAD") && route.decompress === undefined) route.decompress = false;
    if (routeConfig.access === "public" && route.url.startsWith("/api") && routeConfig.rateLimit === undefined) {
      route.config = { ...routeConfig, rateLimit: { max: config.rateLimit.publicPerMinute, timeWindow: "1 minute" } } as never;
    }
  });

  await app.register(corePlugin, { config, database: options.database });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  // The security headers are the same for every response: build helmet's middleware once
  // (@fastify/helmet calls helmet(options) again on every request: ~20 µs each).
  // HSTS in production unless cookies are explicitly not secure: one setting for pages and API answers.
  const hsts = config.isProduction && config.session.secure !== "false" ? { maxAge: 31_536_000, includeSubDomains: true } : null;
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The storm map's street tiles, when MAP_TILE_URL is set (decision 100): its host, a {s} subdomain as a wildcard.
        imgSrc: ["'self'", "data:", ...(config.map.tileUrl ? [config.map.tileUrl.match(/^https?:\/\/[^/]+/)![0].replace("{s}", "*")] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.session.secure === "true" ? [] : null,
      },
    },
    hsts: hsts ?? false,
  });
  // An API answer is data, never a document a browser renders: it gets the headers that still
  // apply to it (no sniffing, no framing, no other origin reading it, no referrer, HSTS), set
  // from one list built here. The document-only ones (COOP, Origin-Agent-Cluster, DNS prefetch,
  // the legacy IE/Flash/XSS-filter switches, the document's CSP) go with the web app's pages and
  // with any API route that answers a page (`config: { document: true }`). Decision 130.
  const apiHeaders: [string, string][] = [
    ["content-security-policy", "default-src 'none'; frame-ancestors 'none'"],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "DENY"],
    ["cross-origin-resource-policy", "same-origin"],
    ["referrer-policy", "no-referrer"],
    ...(hsts ? [["strict-transport-security", `max-age=${hsts.maxAge}; includeSubDomains`] as [string, string]] : []),
  ];
  app.addHook("onRequest", (request, reply, done) => {
    if (request.url.startsWith("/api/") && !request.routeOptions.config?.document) {
      for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  await app.register(compress, { global: true, threshold: 2048 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      code: "RATE_LIMITED",
    }),
  });

  await app.register(metricsPlugin);
  await app.register(sessionPlugin);
  await app.register(accessPlugin);
  await app.register(agentEnginePlugin, { engine: options.engine, ai: options.ai });
  await app.register(jobsPlugin, { workers: options.workers ?? false });
  await app.register(tasksPlugin);
  await app.register(outboxPlugin);
  await app.register(kpisPlugin);
  await app.register(heartbeatPlugin, { workers: options.workers ?? false });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(googleRoutes);
  await app.register(companyRoutes);
  await app.register(agentRoutes);
  await app.register(taskRoutes);
  await app.register(conversationRoutes);
  await app.register(taskWorker);
  await app.register(aiRoutes);
  await app.register(commandCenterRoutes);
  await app.register(supportRoutes);
  await app.register(kpiRoutes);
  await app.register(performanceRoutes);
  await app.register(activityRoutes);
  await app.register(objectiveRoutes);
  await app.register(skipTraceRoutes);
  await app.register(standupRoutes);
  await app.register(whatsappRoutes);
  await app.register(launchRoutes);
  await app.register(approvalRoutes);
  await app.register(campaignRoutes);
  await app.register(socialRoutes);
  await app.register(leadGenerationRoutes);
  await app.register(developerRoutes);
  await app.register(hailRiskRoutes);
  await app.register(landingRoutes);
  await app.register(propertyRoutes);
  await app.register(stormMapRoutes);
  await app.register(leadRoutes);
  await app.register(sampleDataRoutes);
  await app.register(analyticsRoutes);
  await app.register(stripeRoutes);
  await app.register(marketingRoutes);
  await app.register(contractRoutes);
  await app.register(cmoRoutes);
  await app.register(ariaRoutes);
  await app.register(userRoutes);
  await app.register(auditLogRoutes);
  await app.register(ingestRoutes);
  await app.register(reportRoutes);

  await app.register(webPlugin);
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split("?")[0];
    if (app.webLandingHtml && request.method === "GET" && (pathOnly === "/landing" || pathOnly === "/landing/")) {
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(app.webLandingHtml);
    }
    if (app.webIndexHtml && request.method === "GET" && !pathOnly.startsWith("/api")) {
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(app.webIndexHtml);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathOnly} not found` });
  });

  return app;
}
