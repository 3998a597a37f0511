import { TrendingDown, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "@web/lib/format";
import { useRepositoryQuality } from "../api/get-repository-quality";

/** The latest report per repository with its coverage trend; "last scan" is the report's own time. */
export function RepositoryQualityList() {
  const { t, i18n } = useTranslation();
  const repos = useRepositoryQuality();
  const lang = i18n.resolvedLanguage ?? "en";
  if (!repos.data?.length) return null;
  const dash = t("liveHub.unknown");
  return (
    <ul className="mt-4 grid gap-3 border-t border-slate-200 pt-3 text-sm" data-testid="repository-quality">
      {repos.data.map((r) => {
        const delta = r.coverage != null && r.previousCoverage != null ? Math.round((r.coverage - r.previousCoverage) * 10) / 10 : null;
        return (
          <li key={r.repository} data-testid="repository-quality-item" className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-slate-900 break-all">{r.repository}</span>
              <time className="text-xs text-slate-500" dateTime={r.lastScan}>{formatRelativeTime(r.lastScan, lang) ?? r.lastScan}</time>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <div><dt className="text-slate-500">{t("liveHub.quality.coverage")}</dt><dd className="font-semibold" data-testid="repository-coverage">{r.coverage == null ? dash : t("liveHub.percent", { value: r.coverage })}</dd></div>
              <div>
                <dt className="text-slate-500">{t("liveHub.quality.trend")}</dt>
                <dd className="flex items-center gap-1 font-semibold">
                  {delta == null ? t("liveHub.quality.noPrevious") : (
                    <>
                      {delta >= 0 ? <TrendingUp className="size-3 text-green-600" aria-hidden="true" /> : <TrendingDown className="size-3 text-red-600" aria-hidden="true" />}
                      {t("liveHub.quality.trendValue", { delta: delta > 0 ? `+${delta}` : String(delta) })}
                    </>
                  )}
                </dd>
              </div>
              <div><dt className="text-slate-500">{t("liveHub.quality.lint")}</dt><dd className="font-semibold">{r.lintIssues ?? dash}</dd></div>
              <div><dt className="text-slate-500">{t("liveHub.quality.techDebt")}</dt><dd className="font-semibold">{r.techDebtItems ?? dash}</dd></div>
            </dl>
            {r.findings && (
              <p className="text-xs text-slate-600" data-testid="repository-findings">
                {t("liveHub.quality.findings")}: {t("liveHub.quality.findingsValue", r.findings)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
