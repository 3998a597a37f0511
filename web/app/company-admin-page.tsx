import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Agent } from "@contract/agents";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAgents } from "@web/features/agents/api/get-agents";
import { AgentNav } from "@web/features/agents/components/agent-nav";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { useCompanies } from "@web/features/companies/api/get-companies";
import { CodeQualityPanel } from "@web/features/companies/components/code-quality-panel";
import { DataSourcesPanel } from "@web/features/companies/components/data-sources-panel";
import { DeploymentsPanel } from "@web/features/companies/components/deployments-panel";
import { AgentActivityBadge, AgentActivityDot } from "@web/features/health/components/agent-activity-badge";
import { LiveHealthPanel } from "@web/features/health/components/live-health-panel";
import { useSystemHealth } from "@web/features/health/api/get-system-health";
import { WeeklyReports } from "@web/features/reports/components/weekly-reports";
import { RepositoryQualityList } from "@web/features/ingest/components/repository-quality-list";
import { ContractTranslator } from "@web/features/contracts/components/contract-translator";
import { HailDataPanel } from "@web/features/hail-risk/components/hail-data-panel";
import { LandingRequestsPanel } from "@web/features/landing/components/landing-requests-panel";
import { SampleDataPanel } from "@web/features/sample-data/components/sample-data-panel";
import { SkipTraceCard } from "@web/features/skip-trace/components/skip-trace-card";
import { TaskQueuePanel } from "@web/features/tasks/components/task-queue-panel";
import { AgentChat } from "./agent-chat";
import { SignedInLayout, signedInOnly } from "./signed-in-layout";
import { enumLabel } from "@web/lib/enum-label";
import { useModelMissing } from "./use-model-missing";
import { formatDateTime } from "@web/lib/format";
import { agentDescription, agentName } from "@web/lib/agent-name";

export interface CompanyAdminConfig {
  title: string;
  slug: "roofstrike" | "dealengineai";
  /** Spec 03 §2.2/§2.3: used when no company has the slug. */
  fallbackCompanyId: number;
  defaultRole: "cto" | "coo";
  contractTranslator?: boolean;
}

const TABS = ["overview", "agents", "operations", "systems", "dataSources", "automation"] as const;

/** The storm-claims and real-estate admin dashboards (spec 03 §2.2, §2.3, §4). Composes features. */
export const CompanyAdminPage = signedInOnly(CompanyAdmin);

function CompanyAdmin({ config }: { config: CompanyAdminConfig }) {
  const { t, i18n } = useTranslation();
  const agents = useAgents();
  const companies = useCompanies();
  const auth = useAuthStatus();
  const modelMissing = useModelMissing();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const company = companies.data?.find((c) => c.slug === config.slug);
  const companyId = company?.id ?? config.fallbackCompanyId;
  const roleAgents = (agents.data ?? []).filter((a) => a.role === "cto" || a.role === "coo");
  // Selection starts as none; once agents load it is the default role's first agent (§4).
  const selected: Agent | undefined =
    roleAgents.find((a) => a.id === selectedId) ?? (agents.data ? roleAgents.find((a) => a.role === config.defaultRole) : undefined);
  const health = useSystemHealth();
  // "Last updated": the stored time of the data the header and overview show (the company record,
  // the latest health sample), never the time the browser fetched it (issue 19).
  const stored = [company?.updatedAt, health.data?.latest?.sampledAt].filter((v): v is string => !!v).map((v) => Date.parse(v));
  const updatedAt = company && health.data ? Math.max(...stored) : 0;

  return (
    <SignedInLayout
      title={config.title}
      sidebarSection={(close) => (
        <AgentNav activeAgentId={selected?.id ?? null} stateOf={(a) => <AgentActivityDot agentId={a.id} />} onSelect={(a) => { setSelectedId(a.id); close(); }} />
      )}
    >
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {/* The company's stored status (spec 03: an 'Active' badge), not a word written here (issue 19). */}
        {company && (
          <Badge variant={company.status === "active" ? "success" : "secondary"} data-testid="active-badge" data-status={company.status}>
            {company.status === "active" ? t("admin.active") : enumLabel(t, "companyStatus", company.status)}
          </Badge>
        )}
        <span data-testid="last-updated" data-time={updatedAt ? new Date(updatedAt).toISOString() : undefined}>
          {updatedAt ? t("admin.lastUpdated", { time: formatDateTime(new Date(updatedAt).toISOString(), i18n.language) }) : t("admin.loading")}
        </span>
      </div>
      <Tabs defaultValue="overview">
        <TabsList aria-label={t("admin.tabsLabel")}>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>{t(`admin.tab.${tab}`)}</TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="overview">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <LiveHealthPanel canCheck={auth.user?.role === "admin"} />
            {config.slug === "roofstrike" ? <SkipTraceCard /> : <DeploymentsPanel companyId={companyId} />}
          </div>
        </TabsContent>

        <TabsContent value="agents">
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
            <div className="grid grid-cols-1 content-start gap-3">
              {agents.isPending ? (
                <Spinner />
              ) : agents.isError ? (
                <p className="text-sm text-red-700">{t("agents.loadFailed")}</p>
              ) : (
                roleAgents.map((agent) => (
                  <button
                    key={agent.id}
                    type="button"
                    onClick={() => setSelectedId(agent.id)}
                    aria-pressed={selected?.id === agent.id}
                    data-testid={`agent-card-${agent.role}`}
                    className={`rounded-xl border bg-white p-4 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-600 ${selected?.id === agent.id ? "border-blue-600 ring-2 ring-blue-600/20" : "border-slate-200"}`}
                  >
                    <div className="flex items-center justify-between gap-2">
                      <span className="font-semibold">{agentName(t, agent)}</span>
                      <AgentActivityBadge agentId={agent.id} />
                    </div>
                    <p className="text-xs font-medium text-blue-700">{agent.role === "cto" ? t("agents.roleCaption.cto") : t("agents.roleCaption.coo")}</p>
                    <p className="mt-1 text-sm text-slate-600">{agentDescription(t, agent)}</p>
                  </button>
                ))
              )}
            </div>
            <div className="xl:col-span-2">{selected && <AgentChat key={selected.id} agent={selected} />}</div>
          </div>
        </TabsContent>

        <TabsContent value="operations">
          <div className="grid grid-cols-1 gap-4">
            <Card data-testid="daily-operations">
              <CardHeader><CardTitle className="text-base">{t("admin.dailyOperations")}</CardTitle></CardHeader>
              <CardContent className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                <DeploymentsPanel companyId={companyId} />
                <LiveHealthPanel canCheck={auth.user?.role === "admin"} />
              </CardContent>
            </Card>
            {selected && <TaskQueuePanel agent={selected} company={config.slug} />}
            {config.contractTranslator && <ContractTranslator needsModel={modelMissing} />}
          </div>
        </TabsContent>

        <TabsContent value="systems">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            <LiveHealthPanel canCheck={auth.user?.role === "admin"} />
            <CodeQualityPanel companyId={companyId} footer={<RepositoryQualityList />} />
            <DeploymentsPanel companyId={companyId} />
          </div>
        </TabsContent>

        <TabsContent value="dataSources">
          <DataSourcesPanel companyId={companyId} footer={<WeeklyReports canGenerate={auth.user?.role === "admin"} />} />
        </TabsContent>

        <TabsContent value="automation">
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {/* Each venture shows only its own data: the Texas hail imports are RoofStrike's (issue 19). */}
            {config.slug === "roofstrike" && <HailDataPanel isAdmin={auth.user?.role === "admin"} />}
            <SampleDataPanel isAdmin={auth.user?.role === "admin"} />
            <DataSourcesPanel companyId={companyId} />
            {config.slug === "roofstrike" && <LandingRequestsPanel />}
            <DeploymentsPanel companyId={companyId} />
            {selected && <TaskQueuePanel agent={selected} company={config.slug} />}
          </div>
        </TabsContent>
      </Tabs>
    </SignedInLayout>
  );
}
