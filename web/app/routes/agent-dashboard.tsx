import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAgents } from "@web/features/agents/api/get-agents";
import { defaultAgent } from "@web/features/agents/lib/agent-role";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { useCompanies } from "@web/features/companies/api/get-companies";
import { LiveHealthPanel } from "@web/features/health/components/live-health-panel";
import { WeeklyReports } from "@web/features/reports/components/weekly-reports";
import { DataSourcesPanel } from "@web/features/companies/components/data-sources-panel";
import { DeploymentsPanel } from "@web/features/companies/components/deployments-panel";
import { ExecutiveDashboard } from "@web/features/kpis/components/executive-dashboard";
import { LeadGenerationPanel } from "@web/features/lead-generation/components/lead-generation-panel";
import { DatabaseMonitor } from "@web/features/performance/components/database-monitor";
import { LeadResponseMonitor } from "@web/features/performance/components/lead-response-monitor";
import { SkipTracePanel } from "@web/features/skip-trace/components/skip-trace-panel";
import { SocialAgentPanel } from "@web/features/social/components/social-agent-panel";
import { SlackPanel } from "@web/features/standup/components/slack-panel";
import { StandupPanel } from "@web/features/standup/components/standup-panel";
import { WhatsappPanel } from "@web/features/whatsapp/components/whatsapp-panel";
import { AgentChat } from "../agent-chat";
import { SignedInLayout } from "../signed-in-layout";
import { agentName } from "@web/lib/agent-name";

/**
 * /agents/dashboard: the Operations Console (spec 02 §2.2's agent dashboard page). The cto agent is
 * selected by default; the side widgets' company is the one with slug roofstrike,
 * else id 1.
 */
export default function AgentDashboardRoute() {
  return (
    <SignedInLayout>
      <AgentDashboardPage />
    </SignedInLayout>
  );
}

function AgentDashboardPage() {
  const { t } = useTranslation();
  const agents = useAgents();
  const companies = useCompanies();
  const auth = useAuthStatus();
  const [agentId, setAgentId] = useState<number | null>(null);
  const list = agents.data ?? [];
  const agent = list.find((a) => a.id === agentId) ?? defaultAgent(list);
  const companyId = (companies.data ?? []).find((c) => c.slug === "roofstrike")?.id ?? 1;
  const strikecloser = list.find((a) => a.role === "strikecloser");

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="agent-select" className="text-sm text-slate-700">{t("hub.selectAgent")}</label>
        <select
          id="agent-select"
          className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          value={agent?.id ?? ""}
          onChange={(e) => setAgentId(Number(e.target.value))}
          disabled={!agents.data}
          data-testid="agent-select"
        >
          {list.map((a) => (
            <option key={a.id} value={a.id}>
              {agentName(t, a)}
            </option>
          ))}
        </select>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-4">
        <ExecutiveDashboard health={<LiveHealthPanel canCheck={auth.user?.role === "admin"} />}>
          <LeadResponseMonitor />
          <DatabaseMonitor />
        </ExecutiveDashboard>
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
          <div className="grid grid-cols-1 content-start gap-4 xl:col-span-2">
            {agent && <AgentChat key={agent.id} agent={agent} />}
            <StandupPanel />
            <SkipTracePanel />
          </div>
          <div className="grid grid-cols-1 content-start gap-4">
            <DataSourcesPanel companyId={companyId} footer={<WeeklyReports canGenerate={auth.user?.role === "admin"} />} />
            <DeploymentsPanel companyId={companyId} />
            <SlackPanel />
            <WhatsappPanel />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SocialAgentPanel />
          <LeadGenerationPanel chat={strikecloser ? <AgentChat agent={strikecloser} /> : null} />
        </div>
      </div>
    </>
  );
}
