import { ShieldCheck } from "lucide-react";
import { enumLabel } from "@web/lib/enum-label";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "@web/lib/format";
import { useCompanyCodeQuality } from "../api/get-company-code-quality";
import { Panel, PanelEmpty } from "./panel";

/** The latest report (spec 01 §2 fields; "last scan" is its real time), and below it what the page adds (the per-repository list). */
export function CodeQualityPanel({ companyId, footer }: { companyId: number; footer?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const quality = useCompanyCodeQuality(companyId);
  const report = quality.data;
  return (
    <Panel
      title={t("codeQuality.title")}
      icon={ShieldCheck}
      testId="code-quality-panel"
      sample={!!report?.isSample}
      isPending={quality.isPending}
      isError={quality.isError}
      footer={footer}
    >
      {!report ? (
        <PanelEmpty testId="code-quality-empty">{t("liveHub.quality.emptyHowTo")}</PanelEmpty>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">{t("codeQuality.testCoverage")}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="code-quality-coverage">
              {report.testCoverage == null ? t("liveHub.unknown") : t("codeQuality.percent", { value: report.testCoverage })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("codeQuality.securityScore")}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="code-quality-security">{report.securityScore}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("codeQuality.techDebt")}</dt>
            <dd className="font-medium text-slate-900">{enumLabel(t, "priority", report.techDebt.toLowerCase())}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("codeQuality.lastScan")}</dt>
            <dd className="font-medium text-slate-900" data-testid="code-quality-last-scan">
              <time dateTime={report.lastScan}>
                {formatRelativeTime(report.lastScan, i18n.resolvedLanguage ?? "en") ?? report.lastScan}
              </time>
            </dd>
          </div>
        </dl>
      )}
    </Panel>
  );
}
