import { CalendarClock, Database, FileSpreadsheet, Flame, GitBranch, MessageCircle, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { WEEKLY_REPORT_SCHEDULE } from "@contract/companies";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Badge } from "@web/components/ui/badge";
import { sampleScope } from "@web/lib/sample-data";
import { useCompanyDataSources } from "../api/get-company-data-sources";
import { dataSourceKind, dataSourceStatusTone, type DataSourceKind } from "../lib/status-tones";
import { Panel, PanelEmpty } from "./panel";

const KIND_ICON: Record<DataSourceKind, LucideIcon> = {
  github: GitBranch,
  firebase: Flame,
  sheets: FileSpreadsheet,
  wati: MessageCircle,
  other: Database,
};

const KNOWN_STATUSES = ["active", "syncing", "error"];

/** Translation keys of the fixed weekly report schedule (contract WEEKLY_REPORT_SCHEDULE). */
const REPORT_KEYS: Record<string, string> = {
  "Technical Health Report": "technicalHealth",
  "Infrastructure Review": "infrastructureReview",
  "Security Audit Summary": "securityAudit",
};

/** Data sources of the company, and below them the weekly report schedule. */
export function DataSourcesPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const sources = useCompanyDataSources(companyId);
  const scope = sampleScope(sources.data ?? []);
  return (
    <Panel
      title={t("dataSources.title")}
      icon={Database}
      testId="data-sources-panel"
      sample={scope === "all"}
      isPending={sources.isPending}
      isError={sources.isError}
      footer={<WeeklyReports />}
    >
      {sources.data?.length === 0 ? (
        <PanelEmpty testId="data-sources-empty">{t("dataSources.empty")}</PanelEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-2">
          {sources.data?.map((source) => {
            const kind = dataSourceKind(source.type);
            const Icon = KIND_ICON[kind];
            return (
              <li key={source.id} className="flex items-center justify-between gap-3 text-sm" data-testid="data-source-item">
                <span className="flex min-w-0 items-center gap-2">
                  <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{source.name}</span>
                    <span className="block text-xs text-slate-500">
                      {kind === "other" ? source.type : t(`dataSources.type.${kind}`)}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-1">
                  {scope === "some" && source.isSample && <SampleDataBadge />}
                  <Badge variant={dataSourceStatusTone(source.status)} data-status={source.status}>
                    {KNOWN_STATUSES.includes(source.status) ? t(`dataSources.status.${source.status}`) : source.status}
                  </Badge>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

/** Spec 01 §2: the fixed weekly report schedule. */
function WeeklyReports() {
  const { t } = useTranslation();
  return (
    <section className="mt-5 border-t border-slate-200 pt-4" aria-labelledby="weekly-reports-heading">
      <h3 id="weekly-reports-heading" className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarClock className="size-4 text-blue-600" aria-hidden="true" />
        {t("weeklyReports.title")}
      </h3>
      <ul className="grid gap-1.5 text-sm" data-testid="weekly-reports">
        {WEEKLY_REPORT_SCHEDULE.map((report) => {
          const key = REPORT_KEYS[report.name];
          return (
            <li key={report.name} className="flex justify-between gap-3">
              <span className="text-slate-700">
                {key ? t(`weeklyReports.${key}.name`) : report.name}
              </span>
              <span className="whitespace-nowrap text-slate-500">
                {key ? t(`weeklyReports.${key}.when`) : report.when}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
