import { Activity } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { sampleScope } from "@web/lib/sample-data";
import { cn } from "@web/lib/utils";
import { useCompanyMetrics } from "../api/get-company-metrics";
import { displayServiceName, HEALTH_TONE_CLASS, healthValueLabel, healthValueTone } from "../lib/health";
import { Panel, PanelEmpty } from "./panel";

export function SystemHealthPanel({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const metrics = useCompanyMetrics(companyId);
  const scope = sampleScope(metrics.data ?? []);
  return (
    <Panel
      title={t("health.title")}
      icon={Activity}
      testId="system-health-panel"
      sample={scope === "all"}
      isPending={metrics.isPending}
      isError={metrics.isError}
    >
      {metrics.data?.length === 0 ? (
        <PanelEmpty testId="health-empty">{t("health.empty")}</PanelEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {metrics.data?.map((metric) => (
            <li key={metric.id} className="flex items-center justify-between gap-3 text-sm" data-testid="health-metric">
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate text-slate-700">{displayServiceName(metric.service)}</span>
                {scope === "some" && metric.isSample && <SampleDataBadge />}
              </span>
              <span
                className={cn("font-medium", HEALTH_TONE_CLASS[healthValueTone(metric.value)])}
                data-tone={healthValueTone(metric.value)}
              >
                {healthValueLabel(t, i18n.language, metric.value)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
