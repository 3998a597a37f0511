import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Agent } from "@contract/agents";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/utils";
import { useAgents } from "../api/get-agents";
import { agentRoleCaption } from "../lib/agent-role";
import { agentName } from "@web/lib/agent-name";

/**
 * The "AI Agents" sidebar list: one entry per agent, the selected one highlighted. Each agent's
 * state comes from its work (GET /api/health/agents, composed by the page as `stateOf`), never
 * from the seeded `agent.status` (issue 19).
 */
export function AgentNav({
  activeAgentId,
  onSelect,
  stateOf,
}: {
  activeAgentId: number | null;
  onSelect: (agent: Agent) => void;
  stateOf?: (agent: Agent) => ReactNode;
}) {
  const { t } = useTranslation();
  const agents = useAgents();

  if (agents.isPending) return <Spinner className="px-3 py-2" />;
  if (agents.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("agents.loadFailed")}</AlertDescription>
      </Alert>
    );
  }
  if (agents.data.length === 0) {
    return <p className="px-3 py-2 text-sm text-slate-500">{t("agents.none")}</p>;
  }

  return (
    <ul className="grid gap-1">
      {agents.data.map((agent) => {
        const active = agent.id === activeAgentId;
        return (
          <li key={agent.id}>
            <button
              type="button"
              onClick={() => onSelect(agent)}
              aria-current={active ? "true" : undefined}
              data-testid={`agent-item-${agent.role}`}
              className={cn(
                "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500",
                active ? "bg-blue-50 text-blue-900" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{agentName(t, agent)}</span>
                <span className="block truncate text-xs text-slate-600">
                  {agentRoleCaption(t, agent.role)}
                </span>
              </span>
              {stateOf?.(agent)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
