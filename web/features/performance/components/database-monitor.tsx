import { Database, Gauge } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Figure, StatusPanel, useFigureFormat } from "@web/components/status-panel";
import { slowQueriesRed } from "@web/lib/response-bands";
import { useDatabaseMetrics } from "../api/get-database-metrics";

/** Spec 02 §2.1: the app's own query timings. */
export function DatabaseMonitor() {
  const { t } = useTranslation();
  const q = useDatabaseMetrics();
  const fmt = useFigureFormat();
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
