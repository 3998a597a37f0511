import { MessageSquare, PlusCircle, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Agent } from "@contract/agents";
import { StatusPanel } from "@web/components/status-panel";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Skeleton, SkeletonLines } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { AgentActivityBadge } from "@web/features/health/components/agent-activity-badge";
import { ActivityFeed } from "@web/features/activity/components/activity-feed";
import { useAgents } from "@web/features/agents/api/get-agents";
import { agentRoleCaption } from "@web/features/agents/lib/agent-role";
import { AriaAssistant } from "@web/features/aria/components/aria-assistant";
import { CommandCenter } from "@web/features/command-center/components/command-center";
import { useCompanies } from "@web/features/companies/api/get-companies";
import { DeploymentsPanel } from "@web/features/companies/components/deployments-panel";
import { defaultCompany } from "@web/features/companies/lib/company";
import { ContinuityManager } from "@web/features/conversations/components/continuity-manager";
import { DeveloperPanel } from "@web/features/developer/components/developer-panel";
import { LaunchCenter } from "@web/features/launch/components/launch-center";
import { LeadGenerationPanel } from "@web/features/lead-generation/components/lead-generation-panel";
import { ObjectivesPanel } from "@web/features/objectives/components/objectives-panel";
import { SocialAgentPanel } from "@web/features/social/components/social-agent-panel";
import { SocialHub } from "@web/features/social/components/social-hub";
import { SlackPanel } from "@web/features/standup/components/slack-panel";
import { WhatsappPanel, WhatsappStateLine } from "@web/features/whatsapp/components/whatsapp-panel";
import { AgentChat } from "../agent-chat";
import { SignedInLayout } from "../signed-in-layout";
import { agentDescription, agentName, agentNameInSentence } from "@web/lib/agent-name";
import { useLaunchReadiness, useModelMissing } from "../use-model-missing";

export const HUB_TABS = ["overview", "agents", "operations", "development", "social", "command", "launch", "continuity", "aria"] as const;
type HubTab = (typeof HUB_TABS)[number];
const QUICK_CHAT_ROLES = ["cto", "coo", "social"] as const;

/** /agents: the agents hub (spec 02 §2.7), nine tabs; ?tab= opens one directly. */
export default function AgentsRoute() {
  return (
    <SignedInLayout>
      <AgentsHub />
    </SignedInLayout>
  );
}

function initialTab(): HubTab {
  const tab = new URLSearchParams(window.location.search).get("tab");
  return (HUB_TABS as readonly string[]).includes(tab ?? "") ? (tab as HubTab) : "overview";
}

function AgentsHub() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HubTab>(initialTab);
  const agents = useAgents();
  const companies = useCompanies();
  const roofstrike = defaultCompany(companies.data ?? []);
  const agentList = agents.data ?? [];
  const modelMissing = useModelMissing();
  const launchReadiness = useLaunchReadiness();
  const byRole = (role: string) => agentList.find((a) => a.role === role);

  function changeTab(value: string) {
    setTab(value as HubTab);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    window.history.replaceState(null, "", url);
  }

  return (
    <>
        <Tabs value={tab} onValueChange={changeTab}>
          <TabsList aria-label={t("pages.agents")} data-testid="hub-tabs">
            {HUB_TABS.map((v) => (
              <TabsTrigger key={v} value={v} data-testid={`hub-tab-${v}`}>
                {t(`hub.tabs.${v}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="hub-panel-overview">
            <PlatformStatus agents={agents.data} companyCount={companies.data?.length} />
            <QuickActions agents={agents.data} />
            <ActivityFeed />
            <SlackPanel />
          </TabsContent>
          <TabsContent value="agents" data-testid="hub-panel-agents">
            <AgentList agents={agentList} loading={agents.isPending} />
          </TabsContent>
          <TabsContent value="operations" data-testid="hub-panel-operations">
            <ObjectivesPanel />
          </TabsContent>
          <TabsContent value="development" className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="hub-panel-development">
            <DeveloperPanel />
            {roofstrike && <DeploymentsPanel companyId={roofstrike.id} />}
          </TabsContent>
          <TabsContent value="social" className="grid grid-cols-1 gap-4" data-testid="hub-panel-social">
            <SocialAgentPanel />
            <SocialHub launch={<LaunchCenter needsModel={modelMissing} readiness={launchReadiness} />} whatsapp={<WhatsappStateLine />} />
            <LeadGenerationPanel chat={byRole("strikecloser") ? <AgentChat agent={byRole("strikecloser")!} /> : null} />
            <WhatsappPanel />
          </TabsContent>
          <TabsContent value="command" data-testid="hub-panel-command">
            <CommandCenter />
          </TabsContent>
          <TabsContent value="launch" data-testid="hub-panel-launch">
            <LaunchCenter needsModel={modelMissing} readiness={launchReadiness} />
          </TabsContent>
          <TabsContent value="continuity" data-testid="hub-panel-continuity">
            <ContinuityManager />
          </TabsContent>
          <TabsContent value="aria" data-testid="hub-panel-aria">
            <AriaAssistant />
          </TabsContent>
        </Tabs>
    </>
  );
}

function PlatformStatus({ agents, companyCount }: { agents: Agent[] | undefined; companyCount: number | undefined }) {
  const { t } = useTranslation();
  // Never a false zero: the counts show once both lists have arrived.
  if (!agents || companyCount === undefined) {
    return (
      <StatusPanel title={t("hub.platformStatus")} icon={Users} testId="platform-status">
        <SkeletonLines lines={4} />
      </StatusPanel>
    );
  }
  return (
    <StatusPanel title={t("hub.platformStatus")} icon={Users} testId="platform-status">
      <div className="grid gap-2 text-sm">
        <p>{t("hub.counts", { agents: t("hub.agentCount", { count: agents.length }), companies: t("hub.companyCount", { count: companyCount }) })}</p>
        <ul className="grid grid-cols-1 gap-x-8 gap-y-1 sm:grid-cols-2">
          {agents.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2">
              <span>{agentName(t, a)}</span>
              {/* Active only after the agent did work (GET /api/health/agents), never the seeded status (issue 19). */}
              <AgentActivityBadge agentId={a.id} />
            </li>
          ))}
        </ul>
      </div>
    </StatusPanel>
  );
}

function AgentList({ agents, loading }: { agents: Agent[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPanel title={t("hub.tabs.agents")} icon={Users} testId="agent-list" query={{ isPending: loading, isError: false }}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {agents.map((a) => (
          <li key={a.id} className="rounded border border-slate-200 bg-white p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{agentName(t, a)}</span>
              <Badge variant="outline">{agentRoleCaption(t, a.role)}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-600">{agentDescription(t, a)}</p>
          </li>
        ))}
      </ul>
    </StatusPanel>
  );
}

/** Quick actions: a modal Quick Chat with the CTO, the COO or the social agent; Create New Task is inert (spec 02 §2.7). */
function QuickActions({ agents }: { agents: Agent[] | undefined }) {
  const { t } = useTranslation();
  const [chatWith, setChatWith] = useState<Agent | null>(null);
  return (
    <StatusPanel title={t("hub.quickActions")} icon={MessageSquare} testId="quick-actions">
      <div className="grid gap-2 sm:grid-cols-2">
        {QUICK_CHAT_ROLES.map((role) => {
          const agent = agents?.find((a) => a.role === role);
          // Before the agents arrive: a placeholder, never "Chat with cto".
          if (!agents) return <Skeleton key={role} className="h-10" />;
          if (!agent) return null;
          return (
            <Button key={role} variant="outline" className="h-auto min-h-10 whitespace-normal py-2 text-left" disabled={!agent} onClick={() => agent && setChatWith(agent)} data-testid={`quick-chat-${role}`}>
              <MessageSquare aria-hidden="true" />
              {t("hub.quickChatWith", { name: agentNameInSentence(t, agent) })}
            </Button>
          );
        })}
        <Button variant="outline" disabled title={t("hub.createTaskInert")} data-testid="create-new-task">
          <PlusCircle aria-hidden="true" />
          {t("hub.createTask")}
        </Button>
      </div>
      <Dialog open={!!chatWith} onOpenChange={(open) => !open && setChatWith(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="quick-chat-dialog">
          <DialogHeader>
            <DialogTitle>{t("hub.quickChat")}</DialogTitle>
            <DialogDescription>{chatWith ? agentName(t, chatWith) : null}</DialogDescription>
          </DialogHeader>
          {chatWith && <AgentChat key={chatWith.id} agent={chatWith} />}
        </DialogContent>
      </Dialog>
    </StatusPanel>
  );
}
