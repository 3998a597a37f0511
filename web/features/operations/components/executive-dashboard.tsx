import { Activity, Building2, Database, Gauge, Home, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Figure, StatusPanel } from "@web/components/status-panel";
import { useDatabaseMetrics, useKpis, useLeadResponse } from "../api/operations";
import { bandClass, leadStatusKey, responseBand, slowQueriesRed } from "../lib/bands";

function useFmt() {
  const { t, i18n } = useTranslation();
  return (v: number | null | undefined, unit = "") =>
    v == null ? t("operations.notTracked") : `${v.toLocaleString(i18n.language)}${unit}`;
}

/** Spec 02 §2.1: KPI cards per platform, system health, lead response and database monitors. */
export function ExecutiveDashboard() {
  const { t } = useTranslation();
  const kpis = useKpis();
  const fmt = useFmt();
  const k = kpis.data;
  const signed = (v: number | null | undefined, unit = "%") => (v == null ? t("operations.notTracked") : `${v > 0 ? "+" : ""}${v}${unit}`);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="executive-dashboard">
      <StatusPanel title={t("operations.kpi.dealEngine")} icon={Building2} testId="kpi-dealengine" query={kpis}>
        {k && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label={t("operations.kpi.activeUsers")} value={fmt(k.dealEngineAI.metrics.activeUsers)} />
            <Figure label={t("operations.kpi.conversionRate")} value={fmt(k.dealEngineAI.metrics.conversionRate, "%")} />
            <Figure label={t("operations.kpi.totalLeads")} value={fmt(k.dealEngineAI.metrics.totalLeads)} testId="kpi-de-leads" />
            <Figure label={t("operations.kpi.bounceRate")} value={fmt(k.dealEngineAI.metrics.bounceRate, "%")} />
            <Figure label={t("operations.kpi.sessionDuration")} value={fmt(k.dealEngineAI.metrics.sessionDuration)} />
            <Figure label={t("operations.kpi.userGrowth")} value={signed(k.dealEngineAI.trends.userGrowth)} />
            <Alerts alerts={k.dealEngineAI.alerts} />
          </div>
        )}
      </StatusPanel>
      <StatusPanel title={t("operations.kpi.roofStrike")} icon={Home} testId="kpi-roofstrike" query={kpis}>
        {k && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label={t("operations.kpi.revenue")} value={`$${k.roofStrike.metrics.revenue.toLocaleString("en-US")}`} />
            <Figure label={t("operations.kpi.claimLeads")} value={fmt(k.roofStrike.metrics.claimLeads)} testId="kpi-claim-leads" />
            <Figure label={t("operations.kpi.activeContractors")} value={fmt(k.roofStrike.metrics.activeContractors)} />
            <Figure
              label={t("operations.kpi.averageResponseTime")}
              value={fmt(k.roofStrike.metrics.averageResponseTime, " min")}
              tone={bandClass[responseBand(k.roofStrike.metrics.averageResponseTime)]}
            />
            <Figure label={t("operations.kpi.leadGrowth")} value={signed(k.roofStrike.trends.leadGrowth)} />
            <Figure label={t("operations.kpi.topMarket")} value={k.roofStrike.trends.topMarket ?? t("operations.notTracked")} />
            <Alerts alerts={k.roofStrike.alerts} />
          </div>
        )}
      </StatusPanel>
      <StatusPanel title={t("operations.health.title")} icon={Activity} testId="system-health-kpis" query={kpis}>
        {k && (
          <div className="grid grid-cols-2 gap-2">
            <Figure label={t("operations.health.uptime")} value={t("operations.health.uptimeValue", { minutes: Math.floor(k.systemHealth.uptime / 60) })} />
            <Figure label={t("operations.health.responseTime")} value={fmt(k.systemHealth.responseTime, " ms")} />
            <Figure label={t("operations.health.errorRate")} value={fmt(k.systemHealth.errorRate, "%")} />
            <Figure
              label={t("operations.health.dataSources")}
              value={t("operations.health.dataSourcesValue", { active: k.systemHealth.activeDataSources, total: k.systemHealth.totalDataSources })}
              testId="active-data-sources"
            />
          </div>
        )}
      </StatusPanel>
      <LeadResponseMonitor />
      <DatabaseMonitor />
    </div>
  );
}

function Alerts({ alerts }: { alerts: { level: string; message: string }[] }) {
  if (alerts.length === 0) return null;
  return (
    <ul className="col-span-full grid gap-1 text-sm">
      {alerts.map((a) => (
        <li key={a.message} className={a.level === "critical" ? "text-red-700" : a.level === "warning" ? "text-yellow-700" : "text-slate-600"}>
          {a.message}
        </li>
      ))}
    </ul>
  );
}

export function LeadResponseMonitor() {
  const { t } = useTranslation();
  const q = useLeadResponse();
  const fmt = useFmt();
  const d = q.data;
  return (
    <StatusPanel
      title={t("operations.leadResponse.title")}
      icon={Timer}
      testId="lead-response-monitor"
      query={q}
      badge={d && <Badge variant={d.status === "target_met" ? "success" : d.status === "needs_improvement" ? "warning" : "secondary"} data-testid="lead-response-status">{t(`operations.leadResponse.${leadStatusKey(d.status)}`)}</Badge>}
    >
      {d && (
        <div className="grid gap-3">
          {d.totalResponses > 0 && (
            <p className={`text-sm font-medium ${d.targetAchieved ? "text-green-700" : "text-red-700"}`} data-testid="lead-response-target">
              {d.targetAchieved ? t("operations.leadResponse.achieved") : t("operations.leadResponse.missed")}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Figure label={t("operations.leadResponse.average")} value={fmt(d.averageResponseTime, " min")} tone={bandClass[responseBand(d.averageResponseTime)]} />
            <Figure label={t("operations.leadResponse.fastest")} value={fmt(d.fastestResponse, " min")} />
            <Figure label={t("operations.leadResponse.slowest")} value={fmt(d.slowestResponse, " min")} />
            <Figure label={t("operations.leadResponse.under20")} value={fmt(d.responsesUnder20Min, "%")} />
          </div>
          <ul className="list-disc pl-5 text-sm text-slate-600">
            {d.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
    </StatusPanel>
  );
}

export function DatabaseMonitor() {
  const { t } = useTranslation();
  const q = useDatabaseMetrics();
  const fmt = useFmt();
  const d = q.data;
  return (
    <StatusPanel title={t("operations.database.title")} icon={Database} testId="database-monitor" query={q}>
      {d && (
        <div className="grid grid-cols-2 gap-2">
          <Figure label={t("operations.database.average")} value={fmt(d.averageQueryTime, " ms")} />
          <Figure label={t("operations.database.slow", { ms: d.slowQueryThresholdMs })} value={d.slowQueries} tone={slowQueriesRed(d.slowQueries) ? "text-red-700" : undefined} />
          <Figure label={t("operations.database.pool")} value={fmt(d.connectionPoolUsage, "%")} />
          <Figure label={t("operations.database.index")} value={fmt(d.indexUsage, "%")} />
          <p className="col-span-full flex items-center gap-1 text-xs text-slate-500">
            <Gauge className="size-3" aria-hidden="true" />
            {t("operations.database.measured", { count: d.queriesMeasured, driver: d.driver })}
          </p>
        </div>
      )}
    </StatusPanel>
  );
}
