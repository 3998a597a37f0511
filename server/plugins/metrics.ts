import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Histogram, Registry, collectDefaultMetrics, Gauge } from "prom-client";
import { round } from "../lib/numbers";

/**
 * The app's own measurements (spec 02 §3 system health and database metrics):
 * every API request's duration and status, and every database query's duration,
 * kept in fixed-size rings in this process. Nothing here is estimated.
 */
export const SLOW_QUERY_MS = 100;
const RING = 2000;

class Ring {
  private values: number[] = [];
  private next = 0;
  push(v: number) {
    if (this.values.length < RING) this.values.push(v);
    else {
      this.values[this.next] = v;
      this.next = (this.next + 1) % RING;
    }
  }
  all() {
    return this.values;
  }
}

/** How an answer counts: a server failure, a client error, or an expected "not configured" 503. */
export type AnswerClass = "ok" | "client" | "server" | "not_configured";
export function classifyAnswer(status: number, expectedUnavailable: boolean): AnswerClass {
  if (status === 503 && expectedUnavailable) return "not_configured";
  if (status >= 500) return "server";
  if (status >= 400) return "client";
  return "ok";
}
const CLASS_CODE: Record<AnswerClass, number> = { ok: 0, client: 1, server: 2, not_configured: 3 };

/** The value at quantile q (0–1) of the sorted copy of xs, or null when empty. */
export function quantile(xs: readonly number[], q: number): number | null {
  if (!xs.length) return null;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export interface RequestWindowFigures {
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  serverErrors: number;
  clientErrors: number;
  notConfigured: number;
}

export interface AppMetrics {
  startedAt: Date;
  requests: { count: number; errors: number; durations: Ring; statuses: Ring; classes: Ring };
  queries: { count: number; slow: number; durations: Ring };
  recordQuery(ms: number): void;
  /** The last measured requests (up to 2000) of this instance: percentiles and answers by class. */
  requestWindow(): RequestWindowFigures;
  snapshot(): {
    uptimeSeconds: number;
    requestCount: number;
    averageResponseMs: number | null;
    errorRate: number | null;
    queryCount: number;
    averageQueryMs: number | null;
    slowQueries: number;
  };
}

/**
 * The Prometheus side (GET /metrics, decision 050): one registry per app, the
 * process's default metrics, request durations by route and answer class, and
 * gauges the health sampler sets from its stored sample.
 */
export interface PromMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "answer">;
  health: Gauge<"probe">;
  integrationUp: Gauge<"integration" | "state">;
}
function createPromMetrics(): PromMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: "aiops_http_request_duration_seconds",
      help: "API request duration by route and answer class (ok, client, server, not_configured)",
      labelNames: ["method", "route", "answer"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    health: new Gauge({
      name: "aiops_health",
      help: "The latest stored health sample: database latency (ms), connections, size (bytes), queue depth, oldest waiting job (s), failed jobs in 24 h, live workers",
      labelNames: ["probe"],
      registers: [registry],
    }),
    integrationUp: new Gauge({
      name: "aiops_integration_up",
      help: "1 when the integration's last check succeeded, else 0 (state: connected, failing, not_configured)",
      labelNames: ["integration", "state"],
      registers: [registry],
    }),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
    prom: PromMetrics;
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export default fp(
  async function metricsPlugin(app) {
    const metrics: AppMetrics = {
      startedAt: new Date(),
      requests: { count: 0, errors: 0, durations: new Ring(), statuses: new Ring(), classes: new Ring() },
      queries: { count: 0, slow: 0, durations: new Ring() },
      recordQuery(ms) {
        this.queries.count++;
        if (ms > SLOW_QUERY_MS) this.queries.slow++;
        this.queries.durations.push(ms);
      },
      requestWindow() {
        const durations = this.requests.durations.all();
        const classes = this.requests.classes.all();
        const count = (c: AnswerClass) => classes.filter((x) => x === CLASS_CODE[c]).length;
        return {
          count: classes.length,
          p50Ms: round(quantile(durations, 0.5), 2),
          p95Ms: round(quantile(durations, 0.95), 2),
          serverErrors: count("server"),
          clientErrors: count("client"),
          notConfigured: count("not_configured"),
        };
      },
      snapshot() {
        const statuses = this.requests.statuses.all();
        // Expected answers (401, 404, a 503 saying what to configure) are not errors.
        const errors = this.requests.classes.all().filter((c) => c === CLASS_CODE.server).length;
        return {
          uptimeSeconds: Math.round((Date.now() - this.startedAt.getTime()) / 1000),
          requestCount: this.requests.count,
          averageResponseMs: round(mean(this.requests.durations.all()), 2),
          errorRate: statuses.length ? round((errors / statuses.length) * 100, 2) : null,
          queryCount: this.queries.count,
          averageQueryMs: round(mean(this.queries.durations.all()), 3),
          slowQueries: this.queries.slow,
        };
      },
    };
    app.decorate("metrics", metrics);
    const prom = createPromMetrics();
    app.decorate("prom", prom);

    // Time every query the app sends through the shared client (Drizzle, pg-boss, raw SQL).
    const raw = app.database.raw;
    const target = (raw.kind === "pglite" ? raw.client : raw.pool) as unknown as Record<string, unknown>;
    const marker = Symbol.for("aiops.timed");
    if (!target[marker as unknown as string]) {
      for (const method of raw.kind === "pglite" ? ["query", "exec"] : ["query"]) {
        const original = target[method] as (...args: unknown[]) => unknown;
        if (typeof original !== "function") continue;
        target[method] = function timed(this: unknown, ...args: unknown[]) {
          const started = performance.now();
          const result = original.apply(this, args);
          if (result && typeof (result as Promise<unknown>).then === "function") {
            (result as Promise<unknown>).then(
              () => metrics.recordQuery(performance.now() - started),
              () => metrics.recordQuery(performance.now() - started),
            );
          }
          return result;
        };
      }
      target[marker as unknown as string] = true;
    }

    // Synchronous: callback style, no promise per request.
    app.addHook("onResponse", (request, reply, done) => {
      try {
        record(request, reply);
      } finally {
        done();
      }
    });
    function record(request: FastifyRequest, reply: FastifyReply) {
      if (!request.url.startsWith("/api")) return;
      const answer = classifyAnswer(reply.statusCode, request.expectedUnavailable);
      metrics.requests.count++;
      if (answer === "server") metrics.requests.errors++;
      metrics.requests.durations.push(reply.elapsedTime);
      metrics.requests.statuses.push(reply.statusCode);
      metrics.requests.classes.push(CLASS_CODE[answer]);
      const route = request.routeOptions.url ?? "unmatched";
      const key = `${request.method} ${route} ${answer}`;
      let series = durationSeries.get(key);
      if (!series) {
        series = prom.requestDuration.labels({ method: request.method, route, answer });
        durationSeries.set(key, series);
      }
      series.observe(reply.elapsedTime / 1000);
    }
    // One labelled series per method, route and answer, looked up once (prom-client would hash the labels on every observation).
    const durationSeries = new Map<string, { observe(value: number): void }>();
  },
  { name: "metrics", dependencies: ["core"] },
);
