import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LanguageSwitch } from "@web/components/language-switch";
import { buttonVariants } from "@web/components/ui/button";
import { useAgents } from "@web/features/agents/api/get-agents";
import { defaultAgent } from "@web/features/agents/lib/agent-role";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { ChatPanel } from "@web/features/chat/components/chat-panel";
import { useCompanies } from "@web/features/dashboard/api/get-companies";
import { DataSourcesPanel } from "@web/features/dashboard/components/data-sources-panel";
import { DeploymentsPanel } from "@web/features/dashboard/components/deployments-panel";
import { SystemHealthPanel } from "@web/features/dashboard/components/system-health-panel";
import { ExecutiveDashboard } from "@web/features/operations/components/executive-dashboard";
import { LeadGenPanel } from "@web/features/operations/components/hub-panels";
import { SlackPanel, StandupPanel, WhatsappPanel } from "@web/features/operations/components/integration-panels";
import { SkipTracePanel } from "@web/features/skip-trace/components/skip-trace-panel";
import { SocialAgentPanel } from "@web/features/social/components/social-agent-panel";

/**
 * /agents/dashboard: the agent dashboard page (spec 02 §2.2). The cto agent is
 * selected by default; the side widgets' company is the one with slug roofstrike,
 * else id 1.
 */
export default function AgentDashboardRoute() {
  return (
    <RequireAuth>
      <AgentDashboardPage />
    </RequireAuth>
  );
}

function AgentDashboardPage() {
  const { t } = useTranslation();
  const agents = useAgents();
  const companies = useCompanies();
  const [agentId, setAgentId] = useState<number | null>(null);
  const list = agents.data ?? [];
  const agent = list.find((a) => a.id === agentId) ?? defaultAgent(list);
  const companyId = (companies.data ?? []).find((c) => c.slug === "roofstrike")?.id ?? 1;
  const strikecloser = list.find((a) => a.role === "strikecloser");

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3">
        <div className="flex items-center gap-2">
          <Link href="/agents" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={t("hub.backToHub")}>
            <ArrowLeft aria-hidden="true" />
          </Link>
          <h1 className="text-xl font-semibold text-slate-900" data-testid="agent-dashboard-title">
            {agent ? t("dashboard.header", { name: agent.name }) : t("dashboard.headerFallback")}
          </h1>
        </div>
        <div className="flex items-center gap-2">
          <select
            aria-label={t("hub.selectAgent")}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
            value={agent?.id ?? ""}
            onChange={(e) => setAgentId(Number(e.target.value))}
            data-testid="agent-select"
          >
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          <LanguageSwitch />
        </div>
      </header>
      <main className="mx-auto grid max-w-7xl grid-cols-1 gap-4 p-3 sm:p-6">
        <ExecutiveDashboard />
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
          <div className="grid grid-cols-1 content-start gap-4 xl:col-span-2">
            {agent && <ChatPanel key={agent.id} agent={agent} />}
            <StandupPanel />
            <SkipTracePanel />
          </div>
          <div className="grid grid-cols-1 content-start gap-4">
            <SystemHealthPanel companyId={companyId} />
            <DataSourcesPanel companyId={companyId} />
            <DeploymentsPanel companyId={companyId} />
            <SlackPanel />
            <WhatsappPanel />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <SocialAgentPanel />
          <LeadGenPanel chat={strikecloser ? <ChatPanel agent={strikecloser} /> : null} />
        </div>
      </main>
    </div>
  );
}
