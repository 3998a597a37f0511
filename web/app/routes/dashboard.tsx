import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import type { Agent } from "@contract/agents";
import { Card, CardContent } from "@web/components/ui/card";
import { SkeletonLines } from "@web/components/ui/skeleton";
import { useAgents } from "@web/features/agents/api/get-agents";
import { AgentNav } from "@web/features/agents/components/agent-nav";
import { defaultAgent } from "@web/features/agents/lib/agent-role";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { useCompanies } from "@web/features/companies/api/get-companies";
import { LiveHealthPanel } from "@web/features/health/components/live-health-panel";
import { AgentActivityDot } from "@web/features/health/components/agent-activity-badge";
import { WeeklyReports } from "@web/features/reports/components/weekly-reports";
import { RepositoryQualityList } from "@web/features/ingest/components/repository-quality-list";
import { CodeQualityPanel } from "@web/features/companies/components/code-quality-panel";
import { CompanySelect } from "@web/features/companies/components/company-select";
import { DataSourcesPanel } from "@web/features/companies/components/data-sources-panel";
import { DeploymentsPanel } from "@web/features/companies/components/deployments-panel";
import { defaultCompany } from "@web/features/companies/lib/company";
import { TaskQueuePanel } from "@web/features/tasks/components/task-queue-panel";
import { AgentChat } from "../agent-chat";
import { SignedInLayout, signedInOnly } from "../signed-in-layout";
import { agentName } from "@web/lib/agent-name";

/** /dashboard: the core agent dashboard (spec 01 §2); ?agent=<id> opens an agent (the command palette's agents),
 * with &conversation=<id> one of its conversations (from /conversations, decision 110). */
export default signedInOnly(DashboardRoute);

function DashboardRoute() {
  const { t } = useTranslation();
  const agents = useAgents();
  const companies = useCompanies();
  const search = useSearch();
  const auth = useAuthStatus();
  const [selectedAgentId, setSelectedAgentId] = useState<number | null>(null);
  const [selectedCompanyId, setSelectedCompanyId] = useState<number | null>(null);
  const asked = new URLSearchParams(search);
  const askedAgent = Number(asked.get("agent")) || null;
  // ?conversation=<id> (from /conversations): that conversation opens in the asked agent's chat.
  const askedConversation = Number(asked.get("conversation")) || null;

  const agentList = agents.data ?? [];
  const activeAgent =
    agentList.find((agent) => agent.id === (selectedAgentId ?? askedAgent)) ?? defaultAgent(agentList);
  const companyList = companies.data ?? [];
  const activeCompany =
    companyList.find((company) => company.id === selectedCompanyId) ?? defaultCompany(companyList);

  return (
    <SignedInLayout
      title={activeAgent ? t("dashboard.header", { name: agentName(t, activeAgent) }) : t("pages.dashboard")}
      actions={<CompanySelect companies={companyList} value={activeCompany?.id ?? null} onChange={setSelectedCompanyId} />}
      sidebarSection={(close) => (
        <AgentNav
          activeAgentId={activeAgent?.id ?? null}
          stateOf={(agent) => <AgentActivityDot agentId={agent.id} />}
          onSelect={(agent: Agent) => {
            setSelectedAgentId(agent.id);
            close();
          }}
        />
      )}
    >
      {/* grid-cols-1 (minmax(0, 1fr)) everywhere: an implicit auto track would grow to its
          content's min-content width and push the panels past the viewport. */}
      <div className="grid grid-cols-1 gap-4 lg:gap-6 xl:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-4 lg:gap-6 xl:col-span-2">
          {activeAgent ? (
            <>
              <AgentChat key={activeAgent.id} agent={activeAgent} opened={activeAgent.id === askedAgent ? askedConversation : null} />
              <TaskQueuePanel agent={activeAgent} />
            </>
          ) : (
            <NoAgentCard loading={agents.isPending} failed={agents.isError} />
          )}
        </div>
        <div className="grid grid-cols-1 content-start gap-4 lg:gap-6">
          {activeCompany ? (
            <>
              <LiveHealthPanel canCheck={auth.user?.role === "admin"} />
              <CodeQualityPanel companyId={activeCompany.id} footer={<RepositoryQualityList />} />
              <DeploymentsPanel companyId={activeCompany.id} />
              <DataSourcesPanel companyId={activeCompany.id} footer={<WeeklyReports canGenerate={auth.user?.role === "admin"} />} />
            </>
          ) : (
            <NoCompanyCard loading={companies.isPending} failed={companies.isError} />
          )}
        </div>
      </div>
    </SignedInLayout>
  );
}
function NoAgentCard({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="pt-5 text-sm text-slate-600">
        {loading ? <SkeletonLines lines={4} /> : failed ? t("agents.loadFailed") : t("agents.none")}
      </CardContent>
    </Card>
  );
}

function NoCompanyCard({ loading, failed }: { loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent className="pt-5 text-sm text-slate-600">
        {loading ? <SkeletonLines lines={4} /> : failed ? t("companies.loadFailed") : t("companies.none")}
      </CardContent>
    </Card>
  );
}
