import type { ReactNode } from "react";
import { formatMoney } from "@web/lib/format";
import { localizeServerText } from "@web/lib/server-text";
import { Building2, Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Figure, StatusPanel, useFigureFormat } from "@web/components/status-panel";
import { bandClass, responseBand } from "@web/lib/response-bands";
import { useDashboardKpis } from "../api/get-dashboard-kpis";
import { KpiTrends } from "./kpi-trends";

/**
 * Spec 02 §2.1: KPI cards per platform and system health (`health`: the one health panel, composed by
 * the page); the page adds the lead response and database monitors to the same grid as `children`.
 */
export function ExecutiveDashboard({ health, children }: { health?: ReactNode; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const kpis = useDashboardKpis();
  const fmt = useFigureFormat();
  const k = kpis.data;
  const signed = (v: number | null | undefined, unit = "%") => (v == null ? t("operations.notTracked") : `${v > 0 ? "+" : ""}${v}${unit}`);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="executive-dashboard">
      <StatusPanel title={t("operations.kpi.dealEngine")} icon={Building2} testId="kpi-dealengine" query={kpis}>
        {k && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {/* activeUsers and userGrowth count sign-ins to this hub, not DealEngineAI's users: not shown here (issue 11). */}
            <Figure label={t("operations.kpi.conversionRate")} value={fmt(k.dealEngineAI.metrics.conversionRate, "%")} />
            <Figure label={t("operations.kpi.totalLeads")} value={fmt(k.dealEngineAI.metrics.totalLeads)} testId="kpi-de-leads" />
            <Figure label={t("operations.kpi.bounceRate")} value={fmt(k.dealEngineAI.metrics.bounceRate, "%")} />
            <Figure label={t("operations.kpi.sessionDuration")} value={fmt(k.dealEngineAI.metrics.sessionDuration)} />
            <Alerts alerts={k.dealEngineAI.alerts} />
          </div>
        )}
      </StatusPanel>
      <StatusPanel title={t("operations.kpi.roofStrike")} icon={Home} testId="kpi-roofstrike" query={kpis}>
        {k && (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <Figure label={t("operations.kpi.revenue")} value={formatMoney(k.roofStrike.metrics.revenue, i18n.language)} />
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
      {/* One "System health" block on the page (issue 19): the health panel the page passes, not a second set of figures. */}
      {health}
      {children}
      <KpiTrends />
    </div>
  );
}

function Alerts({ alerts }: { alerts: { level: string; message: string }[] }) {
  if (alerts.length === 0) return null;
  return (
    <ul className="col-span-full grid gap-1 text-sm">
      {alerts.map((a) => (
        <li key={a.message} className={a.level === "critical" ? "text-red-700" : a.level === "warning" ? "text-yellow-700" : "text-slate-600"}>
          {localizeServerText(a)}
        </li>
      ))}
    </ul>
  );
}
