import { TrendingUp } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@web/lib/format";
import { LazyTrendChart as TrendChart } from "@web/components/charts/lazy-trend-chart";
import { StatusPanel } from "@web/components/status-panel";
import { useKpiTrends } from "../api/get-kpi-trends";

const LOCALES: Record<string, string> = { en: "en-US", es: "es-MX" };

/**
 * The KPIs' shape over the last 30 days (decision 061): leads created per venture and
 * conversions per day, and the revenue of those conversions, from stored lead rows.
 * Each chart carries a table of the same figures as its text alternative.
 */
export function KpiTrends() {
  const { t, i18n } = useTranslation();
  const trends = useKpiTrends();
  const locale = LOCALES[i18n.language] ?? "en-US";
  const fmt = useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    return {
      day: (v: string | number) => day.format(new Date(`${v}T00:00:00Z`)),
      count: (n: number) => whole.format(n),
      money: (n: number) => formatMoney(n, i18n.language),
    };
  }, [locale, i18n.language]);
  const d = trends.data;
  const empty = d ? d.points.every((p) => p.roofStrikeLeads + p.dealEngineLeads + p.conversions === 0) : false;
  return (
    <div className="lg:col-span-2">
      <StatusPanel title={t("kpiTrends.title", { days: d?.days ?? 30 })} icon={TrendingUp} testId="kpi-trends" query={trends} sample={(d?.sampleLeads ?? 0) > 0}>
        {d && (
          <div className="grid gap-4">
            {empty && <p className="text-sm text-slate-600" data-testid="kpi-trends-empty">{t("kpiTrends.empty")}</p>}
            <div className="grid gap-4 md:grid-cols-2">
              <TrendChart
                title={t("kpiTrends.leadsChart")}
                description={t("kpiTrends.leadsChartDescription", { from: fmt.day(d.from), to: fmt.day(d.to) })}
                data={d.points}
                xKey="date"
                xLabel={t("kpiTrends.day")}
                series={[
                  { key: "roofStrikeLeads", label: t("kpiTrends.roofStrikeLeads"), color: "#1d4ed8" },
                  { key: "dealEngineLeads", label: t("kpiTrends.dealEngineLeads"), color: "#7e22ce" },
                  { key: "conversions", label: t("kpiTrends.conversions"), color: "#15803d" },
                ]}
                formatX={fmt.day}
                formatY={fmt.count}
                testId="kpi-trends-leads"
              />
              <TrendChart
                title={t("kpiTrends.revenueChart")}
                description={t("kpiTrends.revenueChartDescription")}
                data={d.points}
                xKey="date"
                xLabel={t("kpiTrends.day")}
                series={[{ key: "revenue", label: t("kpiTrends.revenue"), color: "#c2410c" }]}
                formatX={fmt.day}
                formatY={fmt.money}
                kind="area"
                testId="kpi-trends-revenue"
              />
            </div>
          </div>
        )}
      </StatusPanel>
    </div>
  );
}
