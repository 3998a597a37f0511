import { ShieldCheck } from "lucide-react";
import { enumLabel } from "@web/lib/enum-label";
import { useTranslation } from "react-i18next";
import { formatRelativeTime } from "@web/lib/format";
import { useCompanyCodeQuality } from "../api/get-company-code-quality";
import { Panel, PanelEmpty } from "./panel";

export function CodeQualityPanel({ companyId }: { companyId: number }) {
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
    >
      {!report ? (
        <PanelEmpty testId="code-quality-empty">{t("codeQuality.empty")}</PanelEmpty>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">{t("codeQuality.testCoverage")}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="code-quality-coverage">
              {t("codeQuality.percent", { value: report.testCoverage })}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t("codeQuality.securityScore")}</dt>
            <dd className="text-lg font-semibold text-green-700">{report.securityScore}</dd>
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
