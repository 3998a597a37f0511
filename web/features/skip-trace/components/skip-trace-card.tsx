import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api";
import { useSkipTraceMetrics } from "../api/get-skip-trace-metrics";

/** The skip-trace and lead pipeline (GET /api/skip-trace/metrics, served by the skip-trace integration). */
export function SkipTraceCard() {
  const { t } = useTranslation();
  const q = useSkipTraceMetrics(60_000);
  const m = q.data?.metrics;
  return (
    <Card data-testid="skip-trace-card">
      <CardHeader>
        <CardTitle className="text-base">{t("cto.skipTraceTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="text-sm">
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <p className="text-slate-600">{t("cto.skipTraceUnavailable", { reason: errorMessage(q.error) })}</p>
        ) : m ? (
          <dl className="grid grid-cols-2 gap-3">
            <div><dt className="text-xs text-slate-500">{t("cto.totalLeads")}</dt><dd className="text-xl font-bold" data-testid="skip-trace-total">{m.totalLeads}</dd></div>
            <div><dt className="text-xs text-slate-500">{t("cto.successfullyTraced")}</dt><dd className="text-xl font-bold" data-testid="skip-trace-traced">{m.successfullyTraced}</dd></div>
            <div><dt className="text-xs text-slate-500">{t("cto.readyForOutreach")}</dt><dd className="text-xl font-bold">{m.readyForOutreach}</dd></div>
            <div><dt className="text-xs text-slate-500">{t("cto.averageConfidence")}</dt><dd className="text-xl font-bold">{m.averageConfidence == null ? "—" : `${Math.round(m.averageConfidence)}%`}</dd></div>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}
