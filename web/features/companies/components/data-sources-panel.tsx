import { localizeServerText } from "@web/lib/server-text";
import { CloudHail, CreditCard, Database, FileSpreadsheet, Flame, GitBranch, Hash, Home, MessageCircle, Search, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Badge } from "@web/components/ui/badge";
import { formatRelativeTime } from "@web/lib/format";
import { sampleScope } from "@web/lib/sample-data";
import { useCompanyDataSources } from "../api/get-company-data-sources";
import { dataSourceKind, dataSourceStatusTone, type DataSourceKind } from "../lib/status-tones";
import { Panel, PanelEmpty } from "./panel";
import { Link } from "wouter";
import { INTEGRATIONS_HREF } from "@web/lib/integrations-link";

const KIND_ICON: Record<DataSourceKind, LucideIcon> = {
  github: GitBranch,
  firebase: Flame,
  sheets: FileSpreadsheet,
  wati: MessageCircle,
  other: Database,
};

const INTEGRATION_ICON: Record<string, LucideIcon> = {
  github: GitBranch,
  slack: Hash,
  whatsapp: MessageCircle,
  stripe: CreditCard,
  skip_trace: Search,
  noaa_hail: CloudHail,
  spc_daily: CloudHail,
  property_imports: Home,
};

const KNOWN_STATUSES = ["active", "syncing", "error"];

/** What an integration row's status reads as (liveHub.state.*): the stored check's state. */
const INTEGRATION_STATE: Record<string, string> = { active: "connected", error: "failing", not_configured: "not_configured", unverified: "unverified" };

/**
 * The data sources (decision 050): how many integrations and imports their stored checks prove,
 * with a link to the one list of them (on /cto, issue 19), then the company's own stored rows;
 * below them the weekly reports (`footer`, composed by the page).
 */
export function DataSourcesPanel({ companyId, footer }: { companyId: number; footer?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const sources = useCompanyDataSources(companyId);
  const scope = sampleScope(sources.data ?? []);
  const lang = i18n.resolvedLanguage ?? "en";
  const when = (iso: string | null) => (iso ? (formatRelativeTime(iso, lang) ?? iso) : t("liveHub.never"));
  const integrations = (sources.data ?? []).filter((s) => s.integration);
  const active = integrations.filter((s) => s.status === "active").length;
  return (
    <Panel
      title={t("dataSources.title")}
      icon={Database}
      testId="data-sources-panel"
      sample={scope === "all"}
      isPending={sources.isPending}
      isError={sources.isError}
      footer={footer}
    >
      {sources.data?.length === 0 ? (
        <PanelEmpty testId="data-sources-empty">{t("dataSources.empty")}</PanelEmpty>
      ) : (
        <>
          {integrations.length > 0 && (
            <p className="mb-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <span data-testid="data-sources-active">{t("liveHub.dataSources.activeCount", { active, total: integrations.length })}</span>
              <Link href={INTEGRATIONS_HREF} className="text-blue-700 underline underline-offset-2" data-testid="data-sources-integrations-link">
                {t("liveHub.health.seeIntegrations")}
              </Link>
            </p>
          )}
          <ul className="grid grid-cols-1 gap-3">
            {sources.data?.filter((source) => !source.integration).map((source) => {
              const kind = dataSourceKind(source.type);
              const Icon = source.integration ? (INTEGRATION_ICON[source.integration] ?? Database) : KIND_ICON[kind];
              const state = source.integration ? INTEGRATION_STATE[source.status] : undefined;
              return (
                <li
                  key={source.id}
                  className="flex items-start justify-between gap-3 text-sm"
                  data-testid={source.integration ? `data-source-${source.integration}` : "data-source-item"}
                  data-status={source.status}
                >
                  <span className="flex min-w-0 items-start gap-2">
                    <Icon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                    <span className="min-w-0">
                      <span className={source.integration ? "block break-words font-medium text-slate-900" : "block truncate font-medium text-slate-900"}>
                        {source.integration ? t(`liveHub.integration.${source.integration}`) : source.name}
                      </span>
                      {source.integration ? (
                        <>
                          <span className="block break-words text-xs text-slate-500">{localizeServerText({ message: source.message ?? "", code: source.code, params: source.params })}</span>
                          {source.status !== "not_configured" && (
                          <span className="block text-xs text-slate-500">
                            {t("liveHub.dataSources.lastSync", { when: when(source.lastSync) })}
                            {source.lastError && source.status !== "active" ? ` · ${t("liveHub.lastErrorAt", { when: when(source.lastErrorAt) })}` : ""}
                          </span>
                          )}
                        </>
                      ) : (
                        <span className="block text-xs text-slate-500">
                          {kind === "other" ? source.type : t(`dataSources.type.${kind}`)}
                        </span>
                      )}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1">
                    {scope === "some" && source.isSample && <SampleDataBadge />}
                    <Badge variant={dataSourceStatusTone(source.status)} data-status={source.status}>
                      {state
                        ? t(`liveHub.state.${state}`)
                        : KNOWN_STATUSES.includes(source.status)
                          ? t(`dataSources.status.${source.status}`)
                          : source.status}
                    </Badge>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Panel>
  );
}
