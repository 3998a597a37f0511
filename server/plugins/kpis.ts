import fp from "fastify-plugin";
import type { DashboardKpis } from "../../contract/kpis";
import { computeDashboardKpis } from "../domain/kpis";

/** How long one computation is reused (decision 030's addendum). */
export const KPI_CACHE_MS = 5_000;

export interface KpiService {
  /** The dashboard KPIs, computed at most once per KPI_CACHE_MS (config.kpiCacheMs) and shared by every caller. */
  current(): Promise<DashboardKpis>;
  /** Drops the shared result, so the next caller sees a change just made (a conversion, a payment). */
  invalidate(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    kpis: KpiService;
  }
}

/**
 * `app.kpis`: the one place the dashboard KPIs are computed, for the dashboard route and the
 * standup's Slack summary. One computation at a time, reused for 5 s: the page polls every
 * 30 s, and many open dashboards must not each rescan the leads (systemHealth.lastUpdate says when).
 */
export default fp(
  async function kpisPlugin(app) {
    let cached: { at: number; value: Promise<DashboardKpis> } | null = null;
    app.decorate<KpiService>("kpis", {
      current() {
        if (app.config.kpiCacheMs === 0) return computeDashboardKpis({ db: app.database.db, metrics: app.metrics });
        if (!cached || Date.now() - cached.at > app.config.kpiCacheMs) {
          const value = computeDashboardKpis({ db: app.database.db, metrics: app.metrics });
          cached = { at: Date.now(), value };
          value.catch(() => (cached = null));
        }
        return cached.value;
      },
      invalidate() {
        cached = null;
      },
    });
  },
  { name: "kpis", dependencies: ["core", "metrics"] },
);
