import { localizeServerText } from "@web/lib/server-text";
import { Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Figure, StatusPanel, useFigureFormat } from "@web/components/status-panel";
import { bandClass, leadStatusKey, responseBand } from "@web/lib/response-bands";
import { useLeadResponseMetrics } from "../api/get-lead-response-metrics";

/** Spec 02 §2.1: how fast leads were answered against the 20-minute target. */
export function LeadResponseMonitor() {
  const { t } = useTranslation();
  const q = useLeadResponseMetrics();
  const fmt = useFigureFormat();
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
            {d.recommendationTexts.map((r) => (
              <li key={r.message}>{localizeServerText(r)}</li>
            ))}
          </ul>
        </div>
      )}
    </StatusPanel>
  );
}
