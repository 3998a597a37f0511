import fp from "fastify-plugin";
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

export interface AppMetrics {
  startedAt: Date;
  requests: { count: number; errors: number; durations: Ring; statuses: Ring };
  queries: { count: number; slow: number; durations: Ring };
  recordQuery(ms: number): void;
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

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export default fp(
  async function metricsPlugin(app) {
    const metrics: AppMetrics = {
      startedAt: new Date(),
      requests: { count: 0, errors: 0, durations: new Ring(), statuses: new Ring() },
      queries: { count: 0, slow: 0, durations: new Ring() },
      recordQuery(ms) {
        this.queries.count++;
        if (ms > SLOW_QUERY_MS) this.queries.slow++;
        this.queries.durations.push(ms);
      },
      snapshot() {
        const statuses = this.requests.statuses.all();
        const errors = statuses.filter((s) => s >= 500).length;
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

    app.addHook("onResponse", async (request, reply) => {
      if (!request.url.startsWith("/api")) return;
      metrics.requests.count++;
      if (reply.statusCode >= 500) metrics.requests.errors++;
      metrics.requests.durations.push(reply.elapsedTime);
      metrics.requests.statuses.push(reply.statusCode);
    });
  },
  { name: "metrics", dependencies: ["core"] },
);
